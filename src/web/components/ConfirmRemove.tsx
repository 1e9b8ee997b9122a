import { useState } from 'react';

interface ConfirmRemoveProps {
  /** Who or what goes: "Remove Ada Lovelace". */
  name: string;
  pending: boolean;
  onRemove: () => void;
}

/** "Remove…", then "Remove <name>" or "Keep": a removal is asked for twice; focus stays on the choice. */
export function ConfirmRemove({ name, pending, onRemove }: ConfirmRemoveProps) {
  const [step, setStep] = useState<'ask' | 'confirm' | 'kept'>('ask');
  if (step === 'confirm')
    return (
      <>
        <button type="button" className="button button--danger" disabled={pending} onClick={onRemove} autoFocus>
          Remove {name}
        </button>{' '}
        <button type="button" className="button button--quiet" onClick={() => setStep('kept')}>
          Keep
        </button>
      </>
    );
  return (
    <button
      type="button"
      className="button button--quiet"
      aria-label={`Remove ${name}…`}
      onClick={() => setStep('confirm')}
      autoFocus={step === 'kept'}
    >
      Remove…
    </button>
  );
}
