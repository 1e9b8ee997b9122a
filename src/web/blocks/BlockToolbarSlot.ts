import { createContext, type RefObject, useContext, useEffect, useState } from 'react';

/** Where a block's own tools go (a text block's formatting): the block's toolbar, beside its move and delete. */
export const BlockToolbarSlot = createContext<RefObject<HTMLElement | null> | null>(null);

/** The toolbar's element once it is on the page (a ref, so the cards without tools never render twice). */
export function useBlockToolbarSlot(): HTMLElement | null {
  const slot = useContext(BlockToolbarSlot);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => setElement(slot?.current ?? null), [slot]);
  return element;
}
