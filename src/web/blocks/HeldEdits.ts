import { createContext, useCallback, useContext, useEffect, useRef } from 'react';

/** Takes a held edit's `report` (called when the draft must have it); answers the release once it is reported. */
export type HoldEdit = (report: () => void) => () => void;

/** Where a block editor holds an edit the author is still typing: the draft asks for it before it saves, undoes or publishes. */
export const HeldEdits = createContext<HoldEdit | null>(null);

/** How long typing pauses before the edit goes to the draft (which re-renders the module's list). */
const PAUSE_MS = 300;
/** The longest an edit is held through typing that never pauses: the draft must get it to save it. */
const MAX_HOLD_MS = 2_000;

/**
 * Holds a fast-changing edit (rich text, key by key) and reports it once typing pauses (or has
 * gone on for MAX_HOLD_MS without a pause), and at once when the draft asks (a save, an undo), when the caller calls `now` (blur), before the page
 * goes, and when the editor goes away: no keystroke is lost, and a keystroke costs the block only.
 */
export function useHeldEdit(report: () => void) {
  const hold = useContext(HeldEdits);
  const latestReport = useRef(report);
  latestReport.current = report;
  const held = useRef<{
    pause: ReturnType<typeof setTimeout>;
    longest: ReturnType<typeof setTimeout>;
    release: () => void;
  } | null>(null);

  const now = useCallback(() => {
    const current = held.current;
    if (!current) return;
    held.current = null;
    clearTimeout(current.pause);
    clearTimeout(current.longest);
    current.release();
    latestReport.current();
  }, []);
  const later = useCallback(() => {
    const current = held.current;
    if (current) {
      clearTimeout(current.pause);
      current.pause = setTimeout(now, PAUSE_MS);
      return;
    }
    held.current = {
      pause: setTimeout(now, PAUSE_MS),
      longest: setTimeout(now, MAX_HOLD_MS),
      release: hold?.(now) ?? (() => {}),
    };
  }, [hold, now]);

  useEffect(() => {
    const nowWhenHidden = () => {
      if (document.visibilityState === 'hidden') now();
    };
    // Before the save queue's own pagehide flush, which must carry the edit.
    window.addEventListener('beforeunload', now);
    document.addEventListener('visibilitychange', nowWhenHidden);
    return () => {
      window.removeEventListener('beforeunload', now);
      document.removeEventListener('visibilitychange', nowWhenHidden);
      now();
    };
  }, [now]);

  const isHeld = useCallback(() => held.current !== null, []);
  return { later, now, isHeld };
}
