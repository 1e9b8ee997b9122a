import { createContext, useCallback, useContext, useEffect, useRef } from 'react';

/** Takes a held edit's `report` (called when the draft must have it); answers the release once it is reported. */
export type HoldEdit = (report: () => void) => () => void;

/** Where a block editor holds an edit the author is still typing: the draft asks for it before it saves, undoes or publishes. */
export const HeldEdits = createContext<HoldEdit | null>(null);

/** How long typing pauses before the edit goes to the draft (which re-renders the module's list). */
const PAUSE_MS = 300;

/**
 * Holds a fast-changing edit (rich text, key by key) and reports it once typing pauses, and at
 * once when the draft asks (a save, an undo), when the caller calls `now` (blur), before the page
 * goes, and when the editor goes away: no keystroke is lost, and a keystroke costs the block only.
 */
export function useHeldEdit(report: () => void) {
  const hold = useContext(HeldEdits);
  const latestReport = useRef(report);
  latestReport.current = report;
  const held = useRef<{ timer: ReturnType<typeof setTimeout>; release: () => void } | null>(null);

  const now = useCallback(() => {
    const current = held.current;
    if (!current) return;
    held.current = null;
    clearTimeout(current.timer);
    current.release();
    latestReport.current();
  }, []);
  const later = useCallback(() => {
    if (held.current) clearTimeout(held.current.timer);
    const release = held.current?.release ?? hold?.(now) ?? (() => {});
    held.current = { timer: setTimeout(now, PAUSE_MS), release };
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
