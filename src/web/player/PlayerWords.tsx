import type { ReactNode } from 'react';

/**
 * The player's own words (English; the module's words are the author's, in the learner's
 * language): marked so a screen reader reads them in an English voice inside a module in another
 * language, and kept left to right inside a right-to-left one ("Correct!", not "!Correct").
 */
export function PlayerWords({ children }: { children: ReactNode }) {
  return (
    <span lang="en" dir="ltr">
      {children}
    </span>
  );
}
