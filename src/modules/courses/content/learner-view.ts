import { learnerContent } from './answers';
import type { Block } from './blocks';
import { blocksInOrder, type Content } from './content';
import { type KindCompletion, kindOf } from './kinds';
import { estimatedMinutes } from './reading-time';
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
  /** How long the module takes, in whole minutes (the cover says it): worked out here, where every block kind is known. */
  minutes: number;
  /** The blocks a learner finishes by opening every part of them (an accordion's panels), when there are any. */
  explored?: string[];
  /** The blocks beyond the spec a learner finishes by seeing them, as a text block (a quote), when there are any. */
  seenKindBlocks?: string[];
  /** The blocks a learner finishes by playing them to an end (a scenario that has one), when there are any. */
  played?: string[];
  /** The blocks beyond the spec whose answers are checked (a sorting), counted as questions outside the quiz, when there are any. */
  checkedKindBlocks?: string[];
};

export async function learnerView(content: Content): Promise<LearnerView> {
  const hashed = await learnerContent(content);
  const { quiz, showCompletionStatus, trackTextImageBlocks, trackNonScorableQuestions, theme, layout } =
    content.settings;
  const blocks = blocksInOrder(hashed);
  const finishedBy = (completion: KindCompletion) =>
    blocks
      .filter((b) => {
        const kind = kindOf(b.type);
        return kind?.completion === completion && (kind.finishable?.(b.data) ?? true);
      })
      .map((b) => b.id);
  const explored = finishedBy('explored');
  const seenKindBlocks = finishedBy('seen');
  const played = finishedBy('played');
  const checkedKindBlocks = finishedBy('checked');
  return {
    title: content.title,
    description: content.description,
    settings: { quiz, showCompletionStatus, trackTextImageBlocks, trackNonScorableQuestions, theme, layout },
    blocks,
    minutes: estimatedMinutes(blocks),
    ...(explored.length ? { explored } : {}),
    ...(seenKindBlocks.length ? { seenKindBlocks } : {}),
    ...(played.length ? { played } : {}),
    ...(checkedKindBlocks.length ? { checkedKindBlocks } : {}),
  };
}
