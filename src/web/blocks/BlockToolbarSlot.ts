import { createContext, useContext } from 'react';

/** Where a block's own tools go (a text block's formatting): the block's toolbar, beside its move and delete. */
export const BlockToolbarSlot = createContext<HTMLElement | null>(null);

export const useBlockToolbarSlot = () => useContext(BlockToolbarSlot);
