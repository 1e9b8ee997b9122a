import { Check } from 'lucide-react';
import type { GameCard, LearnerGame } from '../../../modules/courses/content';
import { useSay } from '../LearnerWords';
import { moveInColumns } from './arrowKeys';
import type { OpenCard, Round, Side } from './round';

type Props = { game: LearnerGame; round: Round; onPick: (card: OpenCard) => void };

/** Two columns side by side: a card on the left is picked, then its match on the right (or the other way round). */
export function MatchBoard({ game, round, onPick }: Props) {
  const say = useSay();
  const column = (side: Side, cards: GameCard[], label: string) => (
    <ul className="game-column" aria-label={label}>
      {cards.map((card) => {
        const matched = round.matched.includes(card.id);
        return (
          <li key={card.id}>
            <button
              type="button"
              className={`game-choice${matched ? ' game-choice--matched' : ''}`}
              aria-pressed={matched ? undefined : round.open.some((o) => o.id === card.id)}
              aria-disabled={matched || undefined}
              aria-label={matched ? say('game.matched', { card: card.text }) : undefined}
              onClick={() => onPick({ ...card, side })}
            >
              {card.text}
              {matched && <Check aria-hidden="true" size={16} />}
            </button>
          </li>
        );
      })}
    </ul>
  );
  return (
    <div className="game-match" role="group" aria-label={say('game.pairs')} onKeyDown={moveInColumns}>
      {column('left', game.left, say('game.left'))}
      {column('right', game.right, say('game.right'))}
    </div>
  );
}
