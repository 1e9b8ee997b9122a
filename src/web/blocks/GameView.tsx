import { useState } from 'react';
import type { BlockData } from '../../modules/courses/content';
import type { BlockViewProps } from './editorProps';
import { Empty } from './Empty';
import { GamePlay, triesText } from './game/GamePlay';
import { useLearnerGame } from './game/useLearnerGame';
import type { OnFinish } from './game/useRound';

export type Game = BlockData<'CVRBlockComponent'>['game'];

export const GAME_LABELS: Record<Game, string> = { memory: 'Memory', 'word-match': 'Word match', arcade: 'Arcade' };

const HOW_TO_PLAY: Record<Game, string> = {
  memory: 'Turn two cards at a time to find the pairs.',
  'word-match': 'Pick an item on the left, then its match on the right.',
  arcade: 'Match every pair, as fast as you can: the clock runs from your first pick.',
};

type Props = BlockViewProps<'CVRBlockComponent'> & {
  /** Tries of the last finished round, from an earlier visit. */
  lastTries?: number;
  onFinish?: OnFinish;
};

/** The game, playable wherever a block is shown: learners get no answer key, only the cards and the pairs' hashes. */
export function GameView({ block, lastTries, onFinish }: Props) {
  const game = useLearnerGame(block);
  const [round, setRound] = useState(0);
  // What the learner did on an earlier visit; a round finished now is announced by the round itself.
  const [earlierTries] = useState(lastTries);
  const kind = block.data.game;
  if (!game) return <p role="status">Preparing the game…</p>;
  if (game.left.length === 0) return <Empty>No pairs yet</Empty>;
  return (
    <section className="block-game" aria-label={`${GAME_LABELS[kind]} game`}>
      <p className="block-game__kind">{GAME_LABELS[kind]} game</p>
      <p className="muted">{HOW_TO_PLAY[kind]}</p>
      {earlierTries !== undefined && round === 0 && (
        <p className="muted">Last time you matched all pairs in {triesText(earlierTries)}.</p>
      )}
      <GamePlay
        key={round}
        gameId={block.id}
        kind={kind}
        game={game}
        onFinish={onFinish}
        onPlayAgain={() => setRound(round + 1)}
        focusFirstCard={round > 0}
      />
    </section>
  );
}
