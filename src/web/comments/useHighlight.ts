import { useCallback, useEffect, useState } from 'react';

/** SPEC §4/§9: a highlighted section or comment stops being highlighted after 2 s. */
const HIGHLIGHT_MS = 2000;

export type Highlight = { blockId: string; commentId: string | null };

export function useHighlight() {
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);
  const point = useCallback((blockId: string, commentId: string | null) => {
    setHighlight({ blockId, commentId });
    document
      .querySelector(`[data-block-id="${CSS.escape(blockId)}"]`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, []);
  return { highlight, point };
}
