import type { Block } from './blocks';
import type { Content } from './content';
import { learnerGame } from './game';
import { sha256 } from './hash';
import { learnerScenario } from './scenario-outcomes';
import { learnerSorting } from './sorting-check';

const normalise = (text: string, caseSensitive: boolean) => (caseSensitive ? text.trim() : text.trim().toLowerCase());

/**
 * SPEC §5: learners never receive the answers, only their hashes; an answer check hashes what the
 * learner gave and compares. The question's id salts the hash, so equal answers of two questions
 * do not look alike.
 */
export const answerHash = (questionId: string, answer: string, caseSensitive: boolean) =>
  sha256(`${questionId}:${normalise(answer, caseSensitive)}`);

/** True when the learner's answer (one, or a list for multiple choice) is exactly the stored one. */
export async function checkAnswer(
  questionId: string,
  given: string | string[],
  hashes: string[],
  caseSensitive: boolean,
): Promise<boolean> {
  const list = typeof given === 'string' ? [given] : given;
  const mine = new Set(await Promise.all(list.map((a) => answerHash(questionId, a, caseSensitive))));
  return mine.size === hashes.length && hashes.every((h) => mine.has(h));
}

async function forLearners(block: Block): Promise<Block> {
  // A game's pairs are its answers: learners get both sides apart and the hashes of the pairs.
  if (block.type === 'CVRBlockComponent')
    return {
      ...block,
      data: { ...block.data, pairs: [], ...(await learnerGame(block.id, block.data.pairs)) },
    } as Block;
  // Which of a scenario's ends are a success is its answer: learners get it hashed.
  if (block.type === 'ScenarioBlockComponent')
    return { ...block, data: await learnerScenario(block.id, block.data) } as unknown as Block;
  // A sorting's piles for each item are its answers: learners get the items without them, and their hashes.
  if (block.type === 'SortingBlockComponent')
    return { ...block, data: await learnerSorting(block.id, block.data) } as Block;
  if (block.type !== 'QuestionBlockComponent') return block;
  const { answer, ...data } = block.data;
  const answerHashes = await Promise.all(answer.map((a) => answerHash(block.id, a, data.caseSensitive)));
  // An option the author left blank is no choice at all (unless it is marked correct: then the question still works).
  const options = data.options.filter((option) => option.value.trim() !== '' || answer.includes(option.id));
  return { ...block, data: { ...data, options, answer: [], answerHashes } } as Block;
}

/** The content as learners receive it: question answers, game pairs, scenario outcomes and sorting piles replaced by their hashes, blank options left out. */
export async function learnerContent(content: Content): Promise<Content> {
  const blocks = await Promise.all(Object.values(content.blocks).map(forLearners));
  return { ...content, blocks: Object.fromEntries(blocks.map((b) => [b.id, b])) };
}
