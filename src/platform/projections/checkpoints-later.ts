import type { Database } from '../db/database';
import type { Position } from '../eventstore/types';
import type { Logger } from '../logger';
import { writeCheckpoints } from './checkpoints';

/**
 * How long a checkpoint that covers no work of its own may wait to be written: past a batch a
 * projection did not handle, or past a batch a store follower (the relay, a worker) handled
 * without writing anything the checkpoint must go with. Live, most batches are either.
 * Lost in a crash, it only makes the follower read those events again, which each tolerates.
 */
const LATER_MS = 50;

export type CheckpointsLater = {
  /** `name` has got to `position`: written with every other such checkpoint a moment later. */
  later(name: string, position: Position): void;
  /** Writes what is waiting now (before stopping). */
  flush(): Promise<void>;
};

/** One per database: every follower's waiting checkpoints go out in one statement. */
const writers = new WeakMap<Database, CheckpointsLater>();

export function checkpointsLater(database: Database, logger: Logger): CheckpointsLater {
  const known = writers.get(database);
  if (known) return known;
  const unwritten = new Map<string, Position>();
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    if (unwritten.size === 0) return;
    const positions = new Map(unwritten);
    unwritten.clear();
    // Checkpoints only move forward: a newer one written meanwhile (with a batch's work) stays.
    await writeCheckpoints(database.db, positions).catch((err) =>
      logger.warn({ err }, 'could not write checkpoints; those followers will read some events again'),
    );
  };
  const writer: CheckpointsLater = {
    later(name, position) {
      unwritten.set(name, position);
      timer ??= setTimeout(() => void flush(), LATER_MS).unref();
    },
    flush,
  };
  writers.set(database, writer);
  return writer;
}
