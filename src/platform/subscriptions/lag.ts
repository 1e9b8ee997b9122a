import type { Database, Db } from '../db/database';
import { comparePositions, type EventStore, type Position, positionToString } from '../eventstore/types';
import { readCheckpoints } from '../projections/checkpoints';

/** Counting a lag stops here: beyond it, the exact number does not matter. */
const LAG_COUNT_LIMIT = 1000;

/** How far a piece of work that follows the store is behind it, from its shared checkpoint: any instance can tell. */
export type Lag = { eventsBehind: number; atLeast: boolean; checkpoint: string | null };

/** The checkpoint a lease's work keeps: a projection's is named without the `projection:` of its lease. */
const checkpointOf = (lease: string) => lease.replace(/^projection:/, '');

/**
 * The lag of each lease's work: events written after its checkpoint (counted up to 1,000). Work
 * at the head costs nothing to count; work with no checkpoint yet shows none.
 */
export async function lagsOf(db: Db, store: EventStore, leases: readonly string[]): Promise<Record<string, Lag>> {
  const [checkpoints, head] = await Promise.all([readCheckpoints(db, leases.map(checkpointOf)), store.headPosition()]);
  const lags = await Promise.all(
    leases.map(async (lease) => [lease, await lagAt(store, checkpoints.get(checkpointOf(lease)), head)] as const),
  );
  return Object.fromEntries(lags);
}

async function lagAt(store: EventStore, checkpoint: Position | undefined, head: Position): Promise<Lag> {
  if (!checkpoint) return { eventsBehind: 0, atLeast: false, checkpoint: null };
  const at = positionToString(checkpoint);
  if (comparePositions(checkpoint, head) >= 0) return { eventsBehind: 0, atLeast: false, checkpoint: at };
  const behind = await store.readAll({ after: checkpoint, maxCount: LAG_COUNT_LIMIT });
  return { eventsBehind: behind.length, atLeast: behind.length === LAG_COUNT_LIMIT, checkpoint: at };
}

/** Every lease this instance knows of: the instance holding it (null: none) and how far its work is behind. */
export async function leasesWithLag(
  database: Database,
  store: EventStore,
): Promise<Record<string, { holder: string | null; eventsBehind: number; atLeast: boolean }>> {
  const holders = await database.leases.holders();
  const lags = await lagsOf(database.db, store, Object.keys(holders));
  return Object.fromEntries(
    Object.entries(holders).map(([lease, holder]) => [
      lease,
      { holder, eventsBehind: lags[lease]!.eventsBehind, atLeast: lags[lease]!.atLeast },
    ]),
  );
}
