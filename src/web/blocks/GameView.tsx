import { useState } from 'react';
import type { BlockData } from '../../modules/courses/content';
import type { BlockViewProps } from './editorProps';
import { Empty } from './Empty';
import { GamePlay } from './game/GamePlay';
import { useLearnerGame } from './game/useLearnerGame';
import type { OnFinish } from './game/useRound';
import type { PlayerWordKey } from '../../modules/courses/translation/shared';
import { Say, useSay } from './LearnerWords';

export type Game = BlockData<'CVRBlockComponent'>['game'];

export const GAME_LABELS: Record<Game, string> = { memory: 'Memory', 'word-match': 'Word match', arcade: 'Arcade' };

/** A game as the learner reads of it: its name and how to play it. */
const LEARNER_WORDS: Record<Game, { name: PlayerWordKey; how: PlayerWordKey }> = {
  memory: { name: 'game.memory', how: 'game.howMemory' },
  'word-match': { name: 'game.wordMatch', how: 'game.howWordMatch' },
  arcade: { name: 'game.arcade', how: 'game.howArcade' },
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
  const say = useSay();
  if (!game)
    return (
      <p role="status">
        <Say word="game.preparing" />
      </p>
    );
  if (game.left.length === 0)
    return (
      <Empty>
        <Say word="game.noPairs" />
      </Empty>
    );
  const words = LEARNER_WORDS[kind];
  return (
    <section className="block-game" aria-label={say(words.name)}>
      <p className="block-game__kind">
        <Say word={words.name} />
      </p>
      <p className="muted">
        <Say word={words.how} />
      </p>
      {earlierTries !== undefined && round === 0 && (
        <p className="muted">
          <Say word="game.lastTime" values={{ tries: earlierTries }} />
        </p>
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
