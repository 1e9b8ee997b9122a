import { type Block, type BlockOf, checkAnswer, isSortedRight } from '../courses';
import { isQuestion, type Question } from './quiz';

/** A block whose answer is checked: a question, or a kind checked as one is (a sorting). */
export type CheckedBlock = Question | BlockOf<'SortingBlockComponent'>;
export const isChecked = (block: Block): block is CheckedBlock =>
  isQuestion(block) || block.type === 'SortingBlockComponent';

const hashesOf = (block: CheckedBlock) => (block.data as { answerHashes?: string[] }).answerHashes ?? [];

/** Whether a learner's answer is right, checked as their player checks it: against the hashes their module carries. */
export const isRightAnswer = (block: CheckedBlock, given: string[]) =>
  block.type === 'SortingBlockComponent'
    ? isSortedRight(block.id, given, hashesOf(block))
    : checkAnswer(block.id, given, hashesOf(block), block.data.caseSensitive);
