import { createContext, useContext } from 'react';

/** The names of the co-authors whose focus is in this block now (presence), for "Ana changed this block". */
export const OthersInBlock = createContext<readonly string[]>([]);

export const useOthersInBlock = () => useContext(OthersInBlock);
