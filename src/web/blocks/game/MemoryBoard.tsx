import { Check } from 'lucide-react';
import { useMemo } from 'react';
import type { LearnerGame } from '../../../modules/courses/content';
import { useSay } from '../LearnerWords';
import { moveInGrid } from './arrowKeys';
import type { OpenCard, Round } from './round';

type Props = { game: LearnerGame; round: Round; onPick: (card: OpenCard) => void };

/** Rows without a short last one where the count allows: 6 cards in 3 columns, 8 in 4, 10 in 5. */
const columnsFor = (cards: number) => [4, 3, 5].find((columns) => cards % columns === 0) ?? 4;

/** Every card face down in a grid, lefts and rights mixed (their ids are opaque, so their order is too). */
export function MemoryBoard({ game, round, onPick }: Props) {
  const say = useSay();
  const cards = useMemo(
    () =>
      [
        ...game.left.map((c) => ({ ...c, side: 'left' as const })),
        ...game.right.map((c) => ({ ...c, side: 'right' as const })),
      ].sort((a, b) => a.id.slice(1).localeCompare(b.id.slice(1))),
    [game],
  );
  return (
    <ul className={`game-grid game-grid--${Math.min(cards.length, columnsFor(cards.length))}`} onKeyDown={moveInGrid}>
      {cards.map((card, index) => {
        const matched = round.matched.includes(card.id);
        const up = matched || round.open.some((o) => o.id === card.id);
        return (
          <li key={card.id}>
            <button
              type="button"
              className={`game-card${up ? ' game-card--up' : ''}${matched ? ' game-card--matched' : ''}`}
              aria-label={say(matched ? 'game.cardMatched' : up ? 'game.cardUp' : 'game.cardDown', {
                index: index + 1,
                card: card.text,
              })}
              aria-disabled={matched || undefined}
              onClick={() => onPick(card)}
            >
              {up && <span className="game-card__text">{card.text}</span>}
              {matched && <Check aria-hidden="true" size={16} className="game-card__mark" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
