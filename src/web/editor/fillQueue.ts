import { startTransition } from 'react';

/** How many waiting cards fill in one idle turn: a turn stays short enough not to hold up a keystroke. */
const PER_TURN = 8;
/** While the author types, the idle turns wait until they pause this long: keystrokes never queue behind a turn. */
const TYPING_PAUSE_MS = 500;
/** Cards this close to the screen fill at once, so the author never scrolls onto an unfilled one. */
const NEAR: IntersectionObserverInit = { rootMargin: '800px 0px' };

export interface FillQueue {
  /** `fill` runs when the element comes near the screen (`near`) or its turn comes, whichever is first; the answer cancels. */
  wait: (element: Element, fill: (near: boolean) => void) => () => void;
}

/**
 * Fills a long module's cards after its first frame: the cards the author can see at once, the
 * rest a few at a time while the page is idle, in reading order, so the editor takes input early.
 */
export function createFillQueue(): FillQueue {
  const waiting = new Map<Element, (near: boolean) => void>();
  let scheduled = false;
  let lastKey = Number.NEGATIVE_INFINITY;
  const onKey = () => {
    lastKey = performance.now();
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          for (const entry of entries) if (entry.isIntersecting) fillNow(entry.target, true);
        }, NEAR);

  function fillNow(element: Element, near: boolean) {
    const fill = waiting.get(element);
    forget(element);
    fill?.(near);
  }
  function forget(element: Element) {
    waiting.delete(element);
    observer?.unobserve(element);
  }
  function turn() {
    scheduled = false;
    const typing = TYPING_PAUSE_MS - (performance.now() - lastKey);
    if (typing > 0) {
      scheduled = true;
      setTimeout(turn, typing);
      return;
    }
    const batch = [...waiting.keys()].slice(0, PER_TURN);
    startTransition(() => {
      for (const element of batch) fillNow(element, false);
    });
    schedule();
  }
  function schedule() {
    if (waiting.size === 0) document.removeEventListener('keydown', onKey, true);
    if (scheduled || waiting.size === 0) return;
    scheduled = true;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(turn, { timeout: 1000 });
    else setTimeout(turn, 16);
  }

  return {
    wait(element, fill) {
      if (waiting.size === 0) document.addEventListener('keydown', onKey, true);
      waiting.set(element, fill);
      observer?.observe(element);
      schedule();
      return () => forget(element);
    },
  };
}
