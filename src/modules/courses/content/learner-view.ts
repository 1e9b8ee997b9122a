import { learnerContent } from './answers';
import type { Block } from './blocks';
import { blocksInOrder, type Content } from './content';
import { type KindCompletion, kindOf } from './kinds';
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
  /** The blocks a learner finishes by opening every part of them (an accordion's panels), when there are any. */
  explored?: string[];
  /** The blocks beyond the spec a learner finishes by seeing them, as a text block (a quote), when there are any. */
  seenKindBlocks?: string[];
  /** The blocks beyond the spec whose answers are checked (a sorting), counted as questions outside the quiz, when there are any. */
  checkedKindBlocks?: string[];
};

export async function learnerView(content: Content): Promise<LearnerView> {
  const hashed = await learnerContent(content);
  const { quiz, showCompletionStatus, trackTextImageBlocks, trackNonScorableQuestions, theme, layout } =
    content.settings;
  const blocks = blocksInOrder(hashed);
  const finishedBy = (completion: KindCompletion) =>
    blocks.filter((b) => kindOf(b.type)?.completion === completion).map((b) => b.id);
  const explored = finishedBy('explored');
  const seenKindBlocks = finishedBy('seen');
  const checkedKindBlocks = finishedBy('checked');
  return {
    title: content.title,
    description: content.description,
    settings: { quiz, showCompletionStatus, trackTextImageBlocks, trackNonScorableQuestions, theme, layout },
    blocks,
    ...(explored.length ? { explored } : {}),
    ...(seenKindBlocks.length ? { seenKindBlocks } : {}),
    ...(checkedKindBlocks.length ? { checkedKindBlocks } : {}),
  };
}
