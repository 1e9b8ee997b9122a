import { learnerView, type Content, type LearnerView } from '../courses';

/** A published module as a learner's player receives it; the same shape goes into SCORM packages and to dispatches. */
export type LearnerModule = LearnerView & {
  id: string;
  revision: number;
  publishedAt: string;
};

export async function toLearnerModule(
  id: string,
  revision: number,
  publishedAt: Date,
  content: Content,
): Promise<LearnerModule> {
  return { id, revision, publishedAt: publishedAt.toISOString(), ...(await learnerView(content)) };
}
