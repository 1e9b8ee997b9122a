import { useEffect, useState } from 'react';

/** How long after the last keystroke an author counts as having paused. */
const TYPING_PAUSE_MS = 1500;

/**
 * Whether the author has paused typing (no keystroke or input anywhere on the page for
 * TYPING_PAUSE_MS): what a choice that would take the focus waits for, so it never takes a caret
 * that is typing.
 */
export function useTypingPause(pauseMs = TYPING_PAUSE_MS): boolean {
  const [paused, setPaused] = useState(true);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const typed = () => {
      setPaused(false);
      clearTimeout(timer);
      timer = setTimeout(() => setPaused(true), pauseMs);
    };
    // Heard as they bubble out, after React has taken the keystroke: a re-render before that
    // would put a controlled field's old value back over what was typed.
    document.addEventListener('keydown', typed);
    document.addEventListener('input', typed);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', typed);
      document.removeEventListener('input', typed);
    };
  }, [pauseMs]);
  return paused;
}
