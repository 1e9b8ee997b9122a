import { useEffect, useState } from 'react';
import { type BlockOf, type LearnerGame, learnerGame } from '../../../modules/courses/content';

type GameBlock = BlockOf<'CVRBlockComponent'>;

/** Learners receive the game already shuffled and hashed (answers.ts); an author's copy still has its pairs. */
const sentToLearners = (data: GameBlock['data']) =>
  'pairHashes' in data ? (data as GameBlock['data'] & LearnerGame) : null;

/** The game as learners play it: as received, or made here from the author's pairs (the editor and its previews). */
export function useLearnerGame(block: GameBlock): LearnerGame | null {
  const sent = sentToLearners(block.data);
  const [made, setMade] = useState<LearnerGame | null>(null);
  useEffect(() => {
    if (sent) return;
    let current = true;
    void learnerGame(block.id, block.data.pairs).then((game) => {
      if (current) setMade(game);
    });
    return () => {
      current = false;
    };
  }, [sent, block.id, block.data.pairs]);
  return sent ?? made;
}
