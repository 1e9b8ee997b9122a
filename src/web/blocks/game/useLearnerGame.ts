import { type BlockOf, type LearnerGame, learnerGame } from '../../../modules/courses/content';
import { useLearnerCopy } from '../useLearnerCopy';

type GameBlock = BlockOf<'CVRBlockComponent'>;

/** Learners receive the game already shuffled and hashed (answers.ts); an author's copy still has its pairs. */
const sentToLearners = (data: GameBlock['data']) =>
  'pairHashes' in data ? (data as GameBlock['data'] & LearnerGame) : null;
const fromPairs = (gameId: string, data: GameBlock['data']) => learnerGame(gameId, data.pairs);

/** The game as learners play it: as received, or made here from the author's pairs (the editor and its previews). */
export const useLearnerGame = (block: GameBlock): LearnerGame | null =>
  useLearnerCopy(block.id, block.data, sentToLearners, fromPairs);
