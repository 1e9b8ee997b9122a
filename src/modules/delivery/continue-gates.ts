import type { Block } from '../courses';
import type { LearnerModule } from './learner-module';
import type { LearnerState } from './learner-state';
import { isPlayableGame } from './learner-outcome';
import { isQuestion } from './quiz';

/** A Continue block: what is below it waits until the learner has done what is above it. */
export const isContinue = (block: Block) => block.type === 'ContinueBlockComponent';

/**
 * Whether the learner has done what a block asks of them: a question answered, a game played to
 * its end, a block explored part by part; undefined for a block that asks nothing (a text, a video).
 */
export function blockDone(module: Pick<LearnerModule, 'explored'>, state: LearnerState, block: Block) {
  if (isQuestion(block)) return !!state.questions[block.id];
  if (isPlayableGame(block)) return !!state.games[block.id]?.completed;
  if (module.explored?.includes(block.id)) return state.seen.includes(block.id);
  return undefined;
}

/** A Continue block waits for what is above it, is ready to be pressed, or was passed. */
export type GateState = 'waiting' | 'ready' | 'passed';

/**
 * How far a learner may read: up to and including the first Continue block not passed yet
 * (`shown` blocks), and each Continue block's state. A learner passes one by pressing it (kept as
 * seen), and has passed every one above the place they left off, for an LMS may have kept the
 * place without the blocks seen (suspend data too small for them).
 */
export function continueGates(
  blocks: readonly Block[],
  module: Pick<LearnerModule, 'explored'>,
  state: LearnerState,
  location: string,
): { shown: number; gates: Record<string, GateState> } {
  const place = blocks.findIndex((b) => b.id === location);
  const gates: Record<string, GateState> = {};
  let allDone = true;
  for (const [i, block] of blocks.entries()) {
    if (!isContinue(block)) {
      allDone &&= blockDone(module, state, block) !== false;
      continue;
    }
    const passed = state.seen.includes(block.id) || place > i;
    gates[block.id] = passed ? 'passed' : allDone ? 'ready' : 'waiting';
    if (!passed) return { shown: i + 1, gates };
  }
  return { shown: blocks.length, gates };
}
