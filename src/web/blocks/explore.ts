import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * Where a block that is explored part by part (an accordion's panels, tabs) tells the player that
 * every part was opened; outside the player (the editor's preview) nobody listens.
 */
const ExploredContext = createContext<(blockId: string) => void>(() => {});
export const ExploredProvider = ExploredContext.Provider;

/** The parts of block `blockId` opened so far: once every one of `partIds` was, the block is explored (said once). */
export function useExplored(blockId: string, partIds: readonly string[], opened: readonly string[]) {
  const explored = useContext(ExploredContext);
  const said = useRef(false);
  const done = partIds.length > 0 && partIds.every((id) => opened.includes(id));
  useEffect(() => {
    if (!done || said.current) return;
    said.current = true;
    explored(blockId);
  }, [done, explored, blockId]);
}
