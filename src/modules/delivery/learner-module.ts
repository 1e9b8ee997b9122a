import { learnerView, type Content, type LearnerView } from '../courses';
import type { Theme } from '../themes';

/** A published module as a learner's player receives it, in its theme; the same shape goes into SCORM packages and to dispatches. */
export type LearnerModule = LearnerView & {
  id: string;
  revision: number;
  publishedAt: string;
  look: Theme;
};

export async function toLearnerModule(
  id: string,
  revision: number,
  publishedAt: Date,
  content: Content,
): Promise<Omit<LearnerModule, 'look'>> {
  return { id, revision, publishedAt: publishedAt.toISOString(), ...(await learnerView(content)) };
}
