import { Check } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

interface SaveButtonProps {
  busy: boolean;
  /** What was just saved, or null. */
  saved: string | null;
  ref: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/**
 * A settings form's save button: disabled while saving (it then says "Saving…"), and a
 * quiet note beside it, announced, once a save went through.
 */
export function SaveButton({ busy, saved, ref, children }: SaveButtonProps) {
  return (
    <div className="settings__actions">
      <button ref={ref} type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Saving…' : children}
      </button>
      <p role="status" className="settings__saved">
        {saved && !busy && (
          <>
            <Check aria-hidden="true" size={16} /> {saved}
          </>
        )}
      </p>
    </div>
  );
}
