import { type RefObject, useEffect } from 'react';

/**
 * Keeps the focus where it was when React moves a child of `container` (a block moved, or the list
 * reordered as a save lands): the browser drops the focus of an element it re-inserts. Only a loss
 * that a move caused is undone; focus the author sends elsewhere stays there.
 */
export function useFocusKeptThroughMoves(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const list = container.current;
    if (!list) return;
    let lost: HTMLElement | null = null;
    const onFocusOut = (event: FocusEvent) => {
      lost = event.relatedTarget === null && event.target instanceof HTMLElement ? event.target : null;
      setTimeout(() => {
        lost = null;
      });
    };
    const observer = new MutationObserver((records) => {
      const element = lost;
      if (!element?.isConnected || document.activeElement !== document.body) return;
      if (records.some((r) => [...r.removedNodes].some((node) => node.contains(element)))) element.focus();
    });
    list.addEventListener('focusout', onFocusOut);
    observer.observe(list, { childList: true });
    return () => {
      list.removeEventListener('focusout', onFocusOut);
      observer.disconnect();
    };
  }, [container]);
}
