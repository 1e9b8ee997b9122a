import { ArrowDown } from 'lucide-react';
import { useId } from 'react';
import { useContinueGate } from '../../continueGates';
import type { BlockViewProps } from '../../editorProps';
import { Say } from '../../LearnerWords';

/**
 * A Continue button below what the learner must do first: it says so until then, and once
 * pressed is gone, what is below shown (the player moves the focus there).
 */
export default function ContinueView({ block }: BlockViewProps<'ContinueBlockComponent'>) {
  const { state, pass } = useContinueGate(block.id);
  const hint = useId();
  if (state === 'passed') return null;
  const waiting = state === 'waiting';
  return (
    <div className="kind-continue">
      <button
        type="button"
        className="player-button kind-continue__button"
        aria-disabled={waiting || undefined}
        aria-describedby={waiting ? hint : undefined}
        onClick={() => !waiting && pass()}
      >
        {block.data.label || <Say word="continue.button" />}
        <ArrowDown aria-hidden="true" size={18} />
      </button>
      {waiting && (
        <p id={hint} className="kind-continue__hint">
          <Say word="continue.locked" />
        </p>
      )}
    </div>
  );
}
