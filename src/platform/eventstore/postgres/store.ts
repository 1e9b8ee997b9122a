import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, PreparedStatement } from '../../db/database';
import {
  START,
  WrongExpectedVersionError,
  type AppendResult,
  type BatchHandler,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type Subscription,
} from '../types';
import { sharedTail, type TailRead } from './shared-tail';
import { createWaker } from './waker';

const CHANNEL = 'tessera_events';
const NO_STREAM = -1;
/** Transactions below the oldest one still running have all ended: their rows can no longer appear. */
const VISIBLE_BELOW = sql`pg_snapshot_xmin(pg_current_snapshot())`;

type StoredEvent = { id: string; type: string; data: unknown; metadata: Record<string, unknown> };

/** The unique (stream_id, version) key refused a row: another writer has that version. */
const isVersionTaken = (error: unknown): boolean =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'events_stream_id_version_key';

type PositionRow = { commit_position: string; prepare_position: string };
/** A refused append has no positions. */
type LockedAppendRow = { actual: number; commit_position: string | null; prepare_position: string | null };
const positionOf = (row: PositionRow): Position => ({
  commit: BigInt(row.commit_position),
  prepare: BigInt(row.prepare_position),
});

/** See the append_events_at migration, and appendAt. */
const APPEND_AT: PreparedStatement = {
  name: 'tessera_append_at',
  text: `SELECT commit_position::text, prepare_position::text FROM append_events_at($1, $2, $3::jsonb)`,
};

/** See the append_events migration for the locking and ordering. */
const APPEND_LOCKED: PreparedStatement = {
  name: 'tessera_append_locked',
  text: `SELECT actual, commit_position::text, prepare_position::text FROM append_events($1, $2, $3::jsonb)`,
};

type EventRow = {
  event_id: string;
  stream_id: string;
  version: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  commit_position: string;
  prepare_position: string;
  recorded_at: Date | string;
};

/** Rows written after `after` in global order. */
const isAfter = (after: Position) =>
  sql`(transaction_id, position) > (${after.commit.toString()}::text::xid8, ${after.prepare.toString()}::bigint)`;

const SELECT_COLUMNS = sql`event_id::text, stream_id, version, type, data, metadata,
  transaction_id::text AS commit_position, position::text AS prepare_position, recorded_at`;

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `AND (…)` keeping the events of the streams named and of those starting with a prefix given; nothing when neither is. */
function streamFilter({ streams, streamPrefixes }: ReadAllOptions) {
  if (!streams && !streamPrefixes) return sql``;
  const named = streams ? sql`stream_id = ANY(${streams})` : sql`false`;
  const prefixed = streamPrefixes ? sql`stream_id LIKE ANY(${streamPrefixes.map(likePrefix)})` : sql`false`;
  return sql`AND (${named} OR ${prefixed})`;
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    version: row.version,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
    recordedAt: new Date(row.recorded_at),
  };
}

/** The event store on PostgreSQL or PGlite, in the same database as the read models. */
export class PostgresEventStore implements EventStore {
  private readonly db: Kysely<unknown>;
  private readonly database: Database;
  private readonly waker;
  private readonly readTail;

  constructor(database: Database) {
    this.database = database;
    this.db = database.db;
    this.waker = createWaker(database, CHANNEL);
    this.readTail = sharedTail((after, maxCount) => this.readAfter(after, maxCount), this.waker.epoch);
  }

  async appendToStream(
    streamId: string,
    events: NewEvent[],
    { expectedVersion }: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const batch: StoredEvent[] = events.map((e) => ({
      id: e.id ?? randomUUID(),
      type: e.type,
      data: e.data ?? null,
      metadata: e.metadata ?? {},
    }));
    const appended =
      typeof expectedVersion === 'number' || expectedVersion === 'no_stream'
        ? await this.appendAt(streamId, expectedVersion === 'no_stream' ? NO_STREAM : expectedVersion, batch)
        : await this.appendLocked(streamId, expectedVersion, batch);
    if (appended === null) throw await this.conflict(streamId, expectedVersion);
    // After the commit, and outside it: a NOTIFY in the writing transaction would serialise every commit.
    this.waker.announce();
    return appended;
  }

  /**
   * An append at a known version is one plain INSERT, with no lock: the (stream_id, version) key
   * refuses a racing writer of the same versions, and the version before must already be there.
   * The writer saw that version committed before this statement began, and a transaction id is
   * assigned only at the first write, so its id is larger than that version's writer's: global
   * order keeps the stream's versions in order without the stream lock the other modes need.
   */
  private async appendAt(streamId: string, expected: number, batch: StoredEvent[]): Promise<AppendResult | null> {
    try {
      const rows = await this.database.runPrepared<PositionRow>(APPEND_AT, [streamId, expected, JSON.stringify(batch)]);
      const last = rows[rows.length - 1];
      return last ? { nextVersion: expected + batch.length, position: positionOf(last) } : null;
    } catch (error) {
      if (isVersionTaken(error)) return null;
      throw error;
    }
  }

  /** 'any' and 'stream_exists': the append_events function, which reads the version under the stream's lock. */
  private async appendLocked(
    streamId: string,
    expected: ExpectedVersion,
    batch: StoredEvent[],
  ): Promise<AppendResult | null> {
    for (;;) {
      try {
        const [row] = await this.database.runPrepared<LockedAppendRow>(APPEND_LOCKED, [
          streamId,
          String(expected),
          JSON.stringify(batch),
        ]);
        const { actual, commit_position, prepare_position } = row!;
        if (commit_position === null || prepare_position === null) return null;
        return { nextVersion: actual + batch.length, position: positionOf({ commit_position, prepare_position }) };
      } catch (error) {
        // A lockless append at a known version took the version first; the retry is a new
        // transaction, with an id above that writer's, so global order stays the stream's order.
        if (!isVersionTaken(error)) throw error;
      }
    }
  }

  private async conflict(streamId: string, expected: ExpectedVersion): Promise<WrongExpectedVersionError> {
    const { rows } = await sql<{ actual: number }>`
      SELECT coalesce(max(version), ${NO_STREAM}) AS actual FROM events WHERE stream_id = ${streamId}`.execute(this.db);
    const actual = rows[0]!.actual;
    return new WrongExpectedVersionError(streamId, expected, actual === NO_STREAM ? 'no_stream' : actual);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const from = options.fromVersion;
    const bound = from === undefined ? sql`` : backwards ? sql`AND version <= ${from}` : sql`AND version >= ${from}`;
    const limit = options.maxCount === undefined ? sql`` : sql`LIMIT ${options.maxCount}`;
    const { rows } = await sql<EventRow>`
      SELECT ${SELECT_COLUMNS} FROM events
      WHERE stream_id = ${streamId} ${bound}
      ORDER BY version ${backwards ? sql`DESC` : sql`ASC`} ${limit}`.execute(this.db);
    return rows.map(toRecorded);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? START;
    const streams = streamFilter(options);
    const { rows } = await sql<EventRow>`
      SELECT ${SELECT_COLUMNS} FROM events
      WHERE ${isAfter(after)} AND transaction_id < ${VISIBLE_BELOW}
        ${streams}
      ORDER BY transaction_id, position
      LIMIT ${options.maxCount ?? 1000}`.execute(this.db);
    return rows.map(toRecorded);
  }

  /** As readAll, and in the same snapshot whether committed events were hidden behind an older transaction. */
  private async readAfter(after: Position, maxCount: number): Promise<TailRead> {
    const { rows } = await sql<EventRow & { hidden: boolean }>`
      SELECT snapshot.hidden, e.* FROM (
        SELECT below, EXISTS (SELECT 1 FROM events WHERE transaction_id >= below) AS hidden
        FROM (SELECT ${VISIBLE_BELOW} AS below) AS visible
      ) AS snapshot
      LEFT JOIN LATERAL (
        SELECT ${SELECT_COLUMNS} FROM events
        WHERE ${isAfter(after)} AND transaction_id < snapshot.below
        ORDER BY transaction_id, position
        LIMIT ${maxCount}
      ) AS e ON true`.execute(this.db);
    return {
      events: rows.filter((row) => row.event_id !== null).map(toRecorded),
      hidden: rows[0]?.hidden ?? false,
    };
  }

  async headPosition(): Promise<Position> {
    const { rows } = await sql<{ commit_position: string; prepare_position: string }>`
      SELECT transaction_id::text AS commit_position, position::text AS prepare_position FROM events
      WHERE transaction_id < ${VISIBLE_BELOW}
      ORDER BY transaction_id DESC, position DESC LIMIT 1`.execute(this.db);
    const row = rows[0];
    return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : START;
  }

  subscribeToAll(options: { after?: Position; batchSize?: number }, handler: BatchHandler): Subscription {
    let stopped = false;
    let cancelWait = (): void => undefined;
    const done = (async () => {
      let position = options.after ?? START;
      const listener = this.waker.register();
      try {
        const batchSize = options.batchSize ?? 500;
        while (!stopped) {
          const { events, hidden } = await this.readTail(position, batchSize);
          if (events.length > 0) {
            await handler(events);
            position = events[events.length - 1]!.position;
            // A full batch may have more behind it; otherwise anything newer announces itself.
            if (events.length === batchSize) continue;
          }
          const wait = listener.next(hidden);
          cancelWait = wait.cancel;
          if (stopped) break;
          await wait.promise;
        }
      } finally {
        listener.unregister();
      }
    })();
    return {
      done,
      async stop() {
        stopped = true;
        cancelWait();
        await done.catch(() => undefined);
      },
    };
  }

  async close(): Promise<void> {
    await this.waker.close();
  }
}
