import { createContext, useContext } from 'react';
import type { GateState } from '../../modules/delivery/shared';

type ContinueGates = {
  stateOf: (blockId: string) => GateState;
  /** The learner pressed Continue: what is below shows, and takes the focus. */
  pass: (blockId: string) => void;
};

/**
 * Where a Continue block learns whether the learner may go on, and says they did; outside the
 * player (an editor's view of the block) it is always ready and leads nowhere.
 */
const ContinueGatesContext = createContext<ContinueGates>({ stateOf: () => 'ready', pass: () => {} });
export const ContinueGatesProvider = ContinueGatesContext.Provider;
export const useContinueGate = (blockId: string) => {
  const gates = useContext(ContinueGatesContext);
  return { state: gates.stateOf(blockId), pass: () => gates.pass(blockId) };
};
