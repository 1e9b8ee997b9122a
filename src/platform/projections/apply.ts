import type { Database } from '../db/database';
import type { Position, RecordedEvent } from '../eventstore/types';
import { writeCheckpoint } from './checkpoints';
import type { Projection, ProjectionTransaction } from './projection';
import { AFTER_ONE_SET_ASIDE, isPassingFailure, setAside, streamsSetAside } from './set-aside';

class ProjectionError extends Error {
  constructor(
    readonly projection: string,
    /** The event that failed, or the first of the batch that failed as a whole. */
    readonly event: RecordedEvent,
    cause: unknown,
    batchSize = 1,
  ) {
    super(
      `Projection ${projection} failed on ${event.type} (${event.streamId}@${event.version}, position ` +
        `${event.position.commit}/${event.position.prepare}${batchSize > 1 ? `, first of a batch of ${batchSize}` : ''}): ` +
        `${reasonOf(cause)}`,
      { cause },
    );
    this.name = 'ProjectionError';
  }
}

/** What an error says, without the wrapping: what an operator reads beside an event set aside. */
export const reasonOf = (error: unknown): string =>
  error instanceof ProjectionError ? reasonOf(error.cause) : error instanceof Error ? error.message : String(error);

/**
 * Events that fail alone one after another, with none applied between: the projection itself is
 * broken (a missing table, a bug for every event), so it stops and retries rather than set every
 * event aside.
 */
const BROKEN_AFTER_FAILURES = 3;

/** An event the projection could not apply alone, now kept out of its read model. */
export type EventSetAside = { event: RecordedEvent; reason: string };

/** What one projection keeps between batches: the streams it knows to have events set aside, and failures in a row. */
export type SetAsideMemory = { streams: Set<string>; failuresInARow: number };

export const newSetAsideMemory = (streams: Iterable<string> = []): SetAsideMemory => ({
  streams: new Set(streams),
  failuresInARow: 0,
});

export async function project(
  trx: ProjectionTransaction,
  projection: Projection,
  events: RecordedEvent[],
): Promise<void> {
  if (projection.applyBatch) {
    try {
      await projection.applyBatch(trx, events);
    } catch (error) {
      throw new ProjectionError(projection.name, events[0]!, error, events.length);
    }
    return;
  }
  for (const event of events) {
    try {
      await projection.apply(trx, event);
    } catch (error) {
      throw new ProjectionError(projection.name, event, error);
    }
  }
}

/** The events of streams that still have events set aside (asked in the transaction, so a replay just done counts). */
async function heldBack(
  trx: ProjectionTransaction,
  projection: string,
  events: RecordedEvent[],
  memory: SetAsideMemory,
): Promise<RecordedEvent[]> {
  const known = [...new Set(events.map((e) => e.streamId))].filter((s) => memory.streams.has(s));
  if (known.length === 0) return [];
  const still = await streamsSetAside(trx, projection, known);
  for (const stream of known) if (!still.has(stream)) memory.streams.delete(stream);
  return events.filter((e) => still.has(e.streamId));
}

export type BatchOutcome = { applied: boolean; setAside: EventSetAside[] };

/**
 * Applies the events of a batch the projection handles and moves the checkpoint, in one
 * transaction: a crash repeats nothing and loses nothing. Returns `applied: false`, having written
 * nothing, when it handles none of them.
 *
 * A failure that may pass (the database away) is thrown: the runner waits and tries the same
 * batch again. Any other failure is an event's: the batch is applied again one event at a time,
 * and an event that fails alone is set aside (set-aside.ts) with the rest of its stream, so every
 * other stream, and every other organisation, goes on.
 */
export async function applyBatch(
  database: Database,
  projection: Projection,
  batch: RecordedEvent[],
  memory: SetAsideMemory,
): Promise<BatchOutcome> {
  const handled = batch.filter((event) => projection.handles.has(event.type));
  if (handled.length === 0) return { applied: false, setAside: [] };
  const to = batch[batch.length - 1]!.position;
  try {
    const setAsideNow = await database.db.transaction().execute(async (trx) => {
      const held = await heldBack(trx, projection.name, handled, memory);
      for (const event of held) await setAside(trx, projection.name, event, AFTER_ONE_SET_ASIDE);
      const rest = held.length ? handled.filter((e) => !held.includes(e)) : handled;
      if (rest.length) await project(trx, projection, rest);
      await writeCheckpoint(trx, projection.name, to);
      return held.map((event) => ({ event, reason: AFTER_ONE_SET_ASIDE }));
    });
    if (setAsideNow.length < handled.length) memory.failuresInARow = 0;
    return { applied: true, setAside: setAsideNow };
  } catch (error) {
    if (isPassingFailure(error)) throw error;
    return applyOneByOne(database, projection, handled, to, memory);
  }
}

async function applyOneByOne(
  database: Database,
  projection: Projection,
  handled: RecordedEvent[],
  to: Position,
  memory: SetAsideMemory,
): Promise<BatchOutcome> {
  const setAsideNow: EventSetAside[] = [];
  for (const event of handled) {
    try {
      const held = await database.db.transaction().execute(async (trx) => {
        const isHeld = (await heldBack(trx, projection.name, [event], memory)).length > 0;
        if (isHeld) await setAside(trx, projection.name, event, AFTER_ONE_SET_ASIDE);
        else await project(trx, projection, [event]);
        await writeCheckpoint(trx, projection.name, event.position);
        return isHeld;
      });
      if (held) setAsideNow.push({ event, reason: AFTER_ONE_SET_ASIDE });
      else memory.failuresInARow = 0;
    } catch (error) {
      if (isPassingFailure(error)) throw error;
      if (++memory.failuresInARow >= BROKEN_AFTER_FAILURES) throw error;
      const reason = reasonOf(error);
      await database.db.transaction().execute(async (trx) => {
        await setAside(trx, projection.name, event, reason);
        await writeCheckpoint(trx, projection.name, event.position);
      });
      memory.streams.add(event.streamId);
      setAsideNow.push({ event, reason });
    }
  }
  await writeCheckpoint(database.db, projection.name, to);
  return { applied: true, setAside: setAsideNow };
}
