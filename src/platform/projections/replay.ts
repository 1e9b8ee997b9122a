import type { Database } from '../db/database';
import type { EventStore } from '../eventstore/types';
import { project, reasonOf } from './apply';
import type { Projection } from './projection';
import { forgetSetAside, isPassingFailure, listSetAside, noteReplayFailed, takeSetAside } from './set-aside';

export type ReplayFilter = { projection?: string; stream?: string };

export type ReplayOutcome = {
  /** Events applied and no longer set aside. */
  replayed: number;
  /** Streams whose events failed again: still set aside, with the new reason. */
  failed: Array<{ projection: string; stream: string; reason: string }>;
};

/**
 * Applies again the events set aside (all, or one projection's, or one stream's), once the code
 * that could not apply them is fixed: each stream's events in their order, in one transaction, and
 * then they are no longer set aside. A stream that still fails stays set aside as it was. It runs
 * in any instance: the rows it replays are locked, so the projection's own runner sets the same
 * stream's new events aside until it commits, and applies them after.
 */
export async function replaySetAside(
  database: Database,
  store: EventStore,
  projections: readonly Projection[],
  filter: ReplayFilter = {},
): Promise<ReplayOutcome> {
  const outcome: ReplayOutcome = { replayed: 0, failed: [] };
  const streams = (await listSetAside(database.db)).filter(
    (s) =>
      (filter.projection === undefined || s.projection === filter.projection) &&
      (filter.stream === undefined || s.stream === filter.stream),
  );
  for (const { projection: name, stream } of streams) {
    const projection = projections.find((p) => p.name === name);
    if (!projection) continue;
    try {
      outcome.replayed += await replayStream(database, store, projection, stream);
    } catch (error) {
      if (isPassingFailure(error)) throw error;
      const reason = reasonOf(error);
      await noteReplayFailed(database.db, name, stream, reason);
      outcome.failed.push({ projection: name, stream, reason });
    }
  }
  return outcome;
}

/** One stream's events set aside, applied in order and forgotten, in one transaction; how many. */
async function replayStream(database: Database, store: EventStore, projection: Projection, stream: string) {
  for (;;) {
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const events = await store.readStream(stream);
    const replayed = await database.db.transaction().execute(async (trx) => {
      const ids = await takeSetAside(trx, projection.name, stream);
      const byId = new Map(events.map((e) => [e.id, e]));
      // One set aside after the read: read the stream again.
      if (ids.some((id) => !byId.has(id))) return null;
      if (ids.length)
        await project(
          trx,
          projection,
          ids.map((id) => byId.get(id)!),
        );
      await forgetSetAside(trx, projection.name, stream);
      return ids.length;
    });
    if (replayed !== null) return replayed;
  }
}
