import { learnerContent } from './answers';
import type { Block } from './blocks';
import { blocksInOrder, type Content } from './content';
import type { CourseSettings } from './settings';

/**
 * What a learner's player receives of a module's content: the blocks in reading order, question
 * answers replaced by their salted hashes, and the settings that drive the quiz, the completion
 * wheel and the look. Published modules, packages, dispatches and the author's preview all use it.
 */
export type LearnerView = {
  title: string;
  description: string;
  settings: Pick<
    CourseSettings,
    'quiz' | 'showCompletionStatus' | 'trackTextImageBlocks' | 'trackNonScorableQuestions' | 'theme' | 'layout'
  >;
  blocks: Block[];
};

export async function learnerView(content: Content): Promise<LearnerView> {
  const hashed = await learnerContent(content);
  const { quiz, showCompletionStatus, trackTextImageBlocks, trackNonScorableQuestions, theme, layout } =
    content.settings;
  return {
    title: content.title,
    description: content.description,
    settings: { quiz, showCompletionStatus, trackTextImageBlocks, trackNonScorableQuestions, theme, layout },
    blocks: blocksInOrder(hashed),
  };
}
