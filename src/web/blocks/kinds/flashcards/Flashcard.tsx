import { RotateCw } from 'lucide-react';
import type { TitledItem } from '../../../../modules/courses/content';
import { Say, useSay } from '../../LearnerWords';

interface FlashcardProps {
  /** Its front is the title, its back the body. */
  card: TitledItem;
  /** Its place among the block's cards, from 1. */
  index: number;
  showsBack: boolean;
  /** Turned over at least once: from then on it turns with a movement. */
  turned: boolean;
  onTurn: () => void;
}

/**
 * A card the learner turns over by clicking it, or by Enter or Space on its button (a toggle,
 * pressed while the back shows); the side shown is a live region, so the side turned up is read.
 */
export function Flashcard({ card, index, showsBack, turned, onTurn }: FlashcardProps) {
  const say = useSay();
  return (
    <div className="kind-card" data-turned={turned || undefined}>
      <button
        type="button"
        className="kind-card__turn"
        aria-pressed={showsBack}
        aria-label={say('flashcards.turn', { index })}
        onClick={onTurn}
      >
        <RotateCw aria-hidden="true" size={18} />
      </button>
      <div className="kind-card__face" aria-live="polite">
        <div key={showsBack ? 'back' : 'front'} className="kind-card__side">
          <p className="kind-card__which">
            <Say word={showsBack ? 'flashcards.back' : 'flashcards.front'} />
          </p>
          {showsBack ? (
            <div
              className="rich-text rich-text--view"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: card backs are sanitised on the server before they are stored
              dangerouslySetInnerHTML={{ __html: card.body }}
            />
          ) : (
            <p className="kind-card__front">{card.title}</p>
          )}
        </div>
      </div>
    </div>
  );
}
