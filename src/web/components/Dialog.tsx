import { useId, useRef, type ReactNode } from 'react';
import { ModalDialogElement } from './popoverContainer';
import { useModalDialog } from './useModalDialog';

interface DialogProps {
  title: string;
  /** Room for more than a sentence and two buttons. */
  wide?: boolean;
  /** Escape, or the parent's own buttons: the parent then stops rendering the dialog. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: focus stays inside, Escape closes it, and the focus goes
 * back to where it was. The element marked `data-autofocus` gets the focus first.
 */
export function Dialog({ title, wide = false, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useModalDialog(ref);

  return (
    <dialog
      ref={ref}
      className={wide ? 'dialog dialog--wide' : 'dialog'}
      aria-labelledby={titleId}
      // A close queued by an earlier close() (StrictMode re-runs the effect) must not close the reopened dialog.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <ModalDialogElement value={ref}>{children}</ModalDialogElement>
    </dialog>
  );
}
