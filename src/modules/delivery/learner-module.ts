import { blocksInOrder, learnerContent, type Block, type Content, type CourseSettings } from '../courses';

/**
 * A published module as a learner's player receives it: the blocks in reading order, question
 * answers replaced by their salted hashes (`data.answerHashes`), the settings that drive the quiz
 * and the completion wheel. The same shape goes into SCORM packages and to dispatches.
 */
export type LearnerModule = {
  id: string;
  revision: number;
  publishedAt: string;
  title: string;
  description: string;
  settings: Pick<
    CourseSettings,
    'quiz' | 'showCompletionStatus' | 'trackTextImageBlocks' | 'trackNonScorableQuestions' | 'theme' | 'layout'
  >;
  blocks: Block[];
};

export async function toLearnerModule(
  id: string,
  revision: number,
  publishedAt: Date,
  content: Content,
): Promise<LearnerModule> {
  const hashed = await learnerContent(content);
  const { quiz, showCompletionStatus, trackTextImageBlocks, trackNonScorableQuestions, theme, layout } =
    content.settings;
  return {
    id,
    revision,
    publishedAt: publishedAt.toISOString(),
    title: content.title,
    description: content.description,
    settings: { quiz, showCompletionStatus, trackTextImageBlocks, trackNonScorableQuestions, theme, layout },
    blocks: blocksInOrder(hashed),
  };
}
