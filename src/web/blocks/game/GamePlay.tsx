import { RotateCcw, Timer, Trophy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { LearnerGame } from '../../../modules/courses/content';
import { useSay } from '../LearnerWords';
import { arcadeScore } from './arcadeScore';
import { MatchBoard } from './MatchBoard';
import { MemoryBoard } from './MemoryBoard';
import type { OpenCard, Said } from './round';
import { type OnFinish, useRound } from './useRound';
import { clockText, useElapsedSeconds } from './useElapsedSeconds';

type Props = {
  gameId: string;
  kind: 'memory' | 'word-match' | 'arcade';
  game: LearnerGame;
  onFinish?: OnFinish;
  onPlayAgain: () => void;
  /** A round played again starts with the focus on its first card (the button that started it is gone). */
  focusFirstCard: boolean;
};

/** One round: the board, what happened (announced), the arcade's clock and score, and the way to play again. */
export function GamePlay({ gameId, kind, game, onFinish, onPlayAgain, focusFirstCard }: Props) {
  const { round, dispatch, finished } = useRound(gameId, game, kind === 'memory' ? 'memory' : 'match', (tries, pairs) =>
    onFinish?.(tries, pairs),
  );
  const arcade = kind === 'arcade';
  const [started, setStarted] = useState(false);
  const seconds = useElapsedSeconds(arcade && started && !finished);
  const score = arcadeScore({
    matches: round.matched.length / 2,
    misses: round.misses,
    pairs: game.left.length,
    seconds,
    finished,
  });
  const again = useRef<HTMLButtonElement>(null);
  const board = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusFirstCard) board.current?.querySelector('button')?.focus();
  }, [focusFirstCard]);
  useEffect(() => {
    if (finished) again.current?.focus();
  }, [finished]);

  const pick = (card: OpenCard) => {
    setStarted(true);
    dispatch({ type: 'pick', card });
  };
  const Board = kind === 'memory' ? MemoryBoard : MatchBoard;
  const say = useSay();
  const said = (what: Said) => {
    if (!what) return '';
    if ('turned' in what) return what.turned;
    return say(what.match ? 'game.match' : 'game.miss', { first: what.first, second: what.second });
  };
  return (
    <>
      {arcade && (
        <div className="game-stats">
          <span role="timer" aria-label={say('game.time', { clock: clockText(seconds) })}>
            <Timer aria-hidden="true" size={18} /> {clockText(seconds)}
          </span>
          <span>
            <Trophy aria-hidden="true" size={18} /> {say('game.score', { score })}
          </span>
        </div>
      )}
      <div ref={board}>
        <Board game={game} round={round} onPick={pick} />
      </div>
      <p role="status" className="game-said">
        {finished
          ? say(arcade ? 'game.finishedArcade' : 'game.finished', { tries: round.tries, score })
          : said(round.said)}
      </p>
      {finished && (
        <button ref={again} type="button" className="player-button" onClick={onPlayAgain}>
          <RotateCcw aria-hidden="true" size={18} /> {say('game.playAgain')}
        </button>
      )}
    </>
  );
}
