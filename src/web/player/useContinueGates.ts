import { type Dispatch, type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import type { Block } from '../../modules/courses/content';
import {
  continueGates,
  isContinue,
  type LearnerAction,
  type LearnerModule,
  type LearnerState,
} from '../../modules/delivery/shared';
import { focusBlock } from '../blocks/focusBlock';

/**
 * The blocks a learner may read so far, up to the first Continue block not passed (see
 * continueGates), and what Continue blocks need to know. Pressing Continue keeps it passed as
 * seen (so an LMS keeps it in the suspend data) and moves the focus to the block below it. The
 * player must not mark a Continue block seen for being scrolled to: `isGate` tells them apart.
 */
export function useContinueGates(
  blocks: Block[],
  module: Pick<LearnerModule, 'explored'>,
  state: LearnerState,
  location: string,
  dispatch: Dispatch<LearnerAction>,
  root: RefObject<HTMLElement | null>,
) {
  const { shown, gates } = useMemo(
    () => continueGates(blocks, module, state, location),
    [blocks, module, state, location],
  );
  const passing = useRef<string | null>(null);
  const pass = useCallback(
    (blockId: string) => {
      passing.current = blockId;
      dispatch({ type: 'seen', blockId });
    },
    [dispatch],
  );
  useEffect(() => {
    const passed = passing.current;
    if (!passed || gates[passed] !== 'passed') return;
    passing.current = null;
    const next = blocks[blocks.findIndex((b) => b.id === passed) + 1];
    if (next) focusBlock(root.current, next.id);
  }, [gates, blocks, root]);
  const stateOf = useCallback((blockId: string) => gates[blockId] ?? 'ready', [gates]);
  const context = useMemo(() => ({ stateOf, pass }), [stateOf, pass]);
  const isGate = useCallback((blockId: string) => blocks.some((b) => b.id === blockId && isContinue(b)), [blocks]);
  return { shown: useMemo(() => blocks.slice(0, shown), [blocks, shown]), context, isGate };
}
