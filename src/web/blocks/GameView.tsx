import type { BlockData } from '../../modules/courses/content';
import type { BlockViewProps } from './editorProps';
import { Empty } from './Empty';
import { ArrowLeftRight } from 'lucide-react';

export type Game = BlockData<'CVRBlockComponent'>['game'];

export const GAME_LABELS: Record<Game, string> = { memory: 'Memory', 'word-match': 'Word match', arcade: 'Arcade' };

/** The game's kind and its pairs; the game itself runs in the player. */
export function GameView({ block }: BlockViewProps<'CVRBlockComponent'>) {
  const { game, pairs } = block.data;
  return (
    <section className="block-game">
      <p className="block-game__kind">{GAME_LABELS[game]} game</p>
      {pairs.length === 0 ? (
        <Empty>No pairs yet</Empty>
      ) : (
        <ul className="block-pairs">
          {pairs.map((pair, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: pairs have no ids of their own and never move in this view
              key={index}
            >
              {pair.left} <ArrowLeftRight aria-hidden="true" size={16} className="inline-icon" />
              <span className="visually-hidden">matches</span> {pair.right}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
