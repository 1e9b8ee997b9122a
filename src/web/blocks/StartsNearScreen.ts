import { createContext } from 'react';

/** The block is on or near the screen as its editor mounts: heavy parts (a rich-text engine) start at once instead of waiting to be scrolled near. */
export const StartsNearScreen = createContext(false);
