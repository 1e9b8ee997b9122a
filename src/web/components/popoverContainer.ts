import { createContext, type RefObject, useContext } from 'react';

/** The modal <dialog> the component is in, if any: the page around it is inert and drawn beneath it. */
export const ModalDialogElement = createContext<RefObject<HTMLDialogElement | null> | null>(null);

/**
 * Where a React Aria popover (a menu, a combobox's suggestions) is drawn: inside the modal dialog
 * it opens from, or else at the end of the page (React Aria's default).
 */
export function usePopoverContainer(): Element | undefined {
  return useContext(ModalDialogElement)?.current ?? undefined;
}
