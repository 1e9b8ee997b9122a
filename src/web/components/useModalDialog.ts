import { type RefObject, useLayoutEffect } from 'react';

/**
 * Opens a native <dialog> as modal while mounted: focus stays inside, Escape closes it, and the
 * focus goes back to where it was. The element marked `data-autofocus` gets the focus first.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>): void {
  // A layout effect, so the dialog closes (and hands the focus back) before it leaves the page.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => dialog.close();
  }, [ref]);
}
