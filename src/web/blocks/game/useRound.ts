import { useEffect, useReducer, useRef } from 'react';
import { isPair, type LearnerGame } from '../../../modules/courses/content';
import { matchedPlaces, newRound, pairOf, type Rule, roundReducer } from './round';

/**
 * A round of the game: two open cards are checked by hashing the pair, as answers are checked;
 * `onFinish` hears the tries and the pairs (by their cards' places) once every card is matched.
 */
export type OnFinish = (tries: number, pairs: [number, number][]) => void;

export function useRound(gameId: string, game: LearnerGame, rule: Rule, onFinish: OnFinish) {
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
    if (finished) finish.current(round.tries, matchedPlaces(game, round.matched));
  }, [finished, round.tries, round.matched, game]);

  return { round, dispatch, finished };
}
