import { useState } from 'react';

/**
 * One group of a composite widget's buttons (the arrow keys move among them): only the one last
 * focused is in the Tab order, so Tab goes on to the next group instead of through every button.
 */
export function useRovingFocus(count: number) {
  const [active, setActive] = useState(0);
  const inTabOrder = Math.min(active, count - 1);
  return (index: number) => ({ tabIndex: index === inTabOrder ? 0 : -1, onFocus: () => setActive(index) });
}
