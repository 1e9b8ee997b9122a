import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PlayerWordKey } from '../../../modules/courses/translation/shared';
import { Say } from '../LearnerWords';

interface PagerProps {
  index: number;
  total: number;
  onGo: (index: number) => void;
  /** The player's words for "n of m" and the two buttons. */
  words: { position: PlayerWordKey; previous: PlayerWordKey; next: PlayerWordKey };
  /** The part shown. */
  children: ReactNode;
}

/**
 * Parts one at a time with Previous and Next (a carousel that never moves by itself): the part
 * shown is a live region, so a screen reader reads the new one while the focus stays on the button.
 * The buttons stay focusable at either end (aria-disabled), so the focus is never lost.
 */
export function Pager({ index, total, onGo, words, children }: PagerProps) {
  const go = (to: number) => {
    if (to >= 0 && to < total) onGo(to);
  };
  return (
    <div className="kind-pager">
      <div className="kind-pager__part" aria-live="polite">
        <p className="kind-pager__position">
          <Say word={words.position} values={{ index: index + 1, total }} />
        </p>
        {children}
      </div>
      <div className="kind-pager__nav">
        <button
          type="button"
          className="player-button player-button--quiet"
          aria-disabled={index === 0}
          onClick={() => go(index - 1)}
        >
          <ChevronLeft aria-hidden="true" size={18} className="kind-pager__arrow" /> <Say word={words.previous} />
        </button>
        <button
          type="button"
          className="player-button player-button--quiet"
          aria-disabled={index === total - 1}
          onClick={() => go(index + 1)}
        >
          <Say word={words.next} /> <ChevronRight aria-hidden="true" size={18} className="kind-pager__arrow" />
        </button>
      </div>
    </div>
  );
}
