import { useEffect, useReducer, useRef } from 'react';
import { isPair, type LearnerGame } from '../../../modules/courses/content';
import { newRound, pairOf, type Rule, roundReducer } from './round';

/**
 * A round of the game: two open cards are checked by hashing the pair, as answers are checked;
 * `onFinish` hears the tries once every card is matched.
 */
export function useRound(gameId: string, game: LearnerGame, rule: Rule, onFinish: (tries: number) => void) {
  const [round, dispatch] = useReducer(roundReducer, rule, newRound);
  const cardCount = game.left.length + game.right.length;
  const finished = cardCount > 0 && round.matched.length === cardCount;
  const finish = useRef(onFinish);
  finish.current = onFinish;

  useEffect(() => {
    if (!round.checking) return;
    let current = true;
    const pair = pairOf(round.open);
    void (pair ? isPair(gameId, pair.left, pair.right, game.pairHashes) : Promise.resolve(false)).then((match) => {
      if (current) dispatch({ type: 'checked', match });
    });
    return () => {
      current = false;
    };
  }, [round.checking, round.open, gameId, game.pairHashes]);

  useEffect(() => {
    if (finished) finish.current(round.tries);
  }, [finished, round.tries]);

  return { round, dispatch, finished };
}
