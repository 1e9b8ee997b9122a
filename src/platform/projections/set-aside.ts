import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Migrations } from '../db/migrations';
import { isStoreUnavailable } from '../db/unavailable';
import type { RecordedEvent } from '../eventstore/types';
import type { ProjectionTransaction } from './projection';

/**
 * Events a projection could not apply, kept out of its read model so the rest goes on: one bad
 * event stops one stream's rows, never every organisation's. Once an event of a stream is set
 * aside, the later events of that stream are set aside with it (applied alone they would build on
 * a state that is not there); replaying applies them all in order. A sender (the LRS's) sets
 * aside here, under its own name, what its receiver refuses for good.
 */
export const setAsideMigrations: Migrations = {
  '2026_11_28_01_set_aside_events': {
    async up(db) {
      await sql`
        CREATE TABLE set_aside_events (
          projection text NOT NULL,
          event_id text NOT NULL,
          stream_id text NOT NULL,
          event_type text NOT NULL,
          commit_position numeric(20) NOT NULL,
          prepare_position numeric(20) NOT NULL,
          reason text NOT NULL,
          set_aside_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (projection, event_id)
        )`.execute(db);
      await sql`CREATE INDEX set_aside_events_stream ON set_aside_events (projection, stream_id)`.execute(db);
    },
  },
};

/** Said of the events that follow one set aside in its stream. */
export const AFTER_ONE_SET_ASIDE = 'an earlier event of its stream is set aside';

/**
 * Whether a failure may pass if the same work is tried again (the database away, a deadlock, a
 * serialisation failure): then the projection waits and retries. Anything else is the event's.
 */
export function isPassingFailure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (isStoreUnavailable(e)) return true;
    const { code } = e as { code?: unknown };
    if (code === '40001' || code === '40P01' || code === '55P03') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export async function setAside(trx: ProjectionTransaction, projection: string, event: RecordedEvent, reason: string) {
  await sql`
    INSERT INTO set_aside_events (projection, event_id, stream_id, event_type, commit_position, prepare_position, reason)
    VALUES (${projection}, ${event.id}, ${event.streamId}, ${event.type}, ${event.position.commit.toString()},
      ${event.position.prepare.toString()}, ${reason.slice(0, 2000)})
    ON CONFLICT DO NOTHING`.execute(trx);
}

/** The streams with events set aside of each of `projections` (those with none are left out). */
export async function streamsSetAsideOf(db: Db, projections: readonly string[]): Promise<Map<string, Set<string>>> {
  // FOR SHARE, as below.
  const { rows } = await sql<{ projection: string; stream_id: string }>`
    SELECT projection, stream_id FROM set_aside_events WHERE projection = ANY(${[...projections]}::text[])
    FOR SHARE`.execute(db);
  const streams = new Map<string, Set<string>>();
  for (const row of rows) {
    const known = streams.get(row.projection) ?? new Set();
    streams.set(row.projection, known.add(row.stream_id));
  }
  return streams;
}

/** The streams of a projection with events set aside: all of them, or those among `streams`. */
export async function streamsSetAside(
  db: ProjectionTransaction,
  projection: string,
  streams?: readonly string[],
): Promise<Set<string>> {
  const among = streams ? sql`AND stream_id = ANY(${[...streams]}::text[])` : sql``;
  // FOR SHARE: a replay of one of them (which takes its rows FOR UPDATE) finishes first, and then it is not set aside.
  const { rows } = await sql<{ stream_id: string }>`
    SELECT stream_id FROM set_aside_events WHERE projection = ${projection} ${among} FOR SHARE`.execute(db);
  return new Set(rows.map((r) => r.stream_id));
}

export type SetAsideStream = {
  projection: string;
  stream: string;
  events: number;
  /** The first event set aside, and why: the one to look at. */
  firstType: string;
  firstPosition: string;
  reason: string;
  since: string;
};

/** The streams with events set aside, by projection and stream, at most `limit` of them. */
export async function listSetAside(db: Db, limit = 1000): Promise<SetAsideStream[]> {
  const { rows } = await sql<{
    projection: string;
    stream_id: string;
    events: number;
    event_type: string;
    commit_position: string;
    prepare_position: string;
    reason: string;
    set_aside_at: Date | string;
  }>`
    SELECT DISTINCT ON (projection, stream_id) projection, stream_id,
      count(*) OVER (PARTITION BY projection, stream_id)::int AS events,
      event_type, commit_position::text, prepare_position::text, reason, set_aside_at
    FROM set_aside_events
    ORDER BY projection, stream_id, commit_position, prepare_position
    LIMIT ${limit}`.execute(db);
  return rows.map((r) => ({
    projection: r.projection,
    stream: r.stream_id,
    events: r.events,
    firstType: r.event_type,
    firstPosition: `${r.commit_position}/${r.prepare_position}`,
    reason: r.reason,
    since: new Date(r.set_aside_at).toISOString(),
  }));
}

/** The events of one projection's stream that are set aside, in order, locked until the transaction ends. */
export async function takeSetAside(trx: ProjectionTransaction, projection: string, stream: string): Promise<string[]> {
  const { rows } = await sql<{ event_id: string }>`
    SELECT event_id FROM set_aside_events WHERE projection = ${projection} AND stream_id = ${stream}
    ORDER BY commit_position, prepare_position FOR UPDATE`.execute(trx);
  return rows.map((r) => r.event_id);
}

export async function forgetSetAside(trx: ProjectionTransaction, projection: string, stream?: string) {
  const ofStream = stream === undefined ? sql`` : sql`AND stream_id = ${stream}`;
  await sql`DELETE FROM set_aside_events WHERE projection = ${projection} ${ofStream}`.execute(trx);
}

export async function noteReplayFailed(db: Db, projection: string, stream: string, reason: string) {
  await sql`
    UPDATE set_aside_events SET reason = ${`replayed and failed again: ${reason}`.slice(0, 2000)}
    WHERE projection = ${projection} AND stream_id = ${stream}
      AND (commit_position, prepare_position) = (
        SELECT commit_position, prepare_position FROM set_aside_events
        WHERE projection = ${projection} AND stream_id = ${stream}
        ORDER BY commit_position, prepare_position LIMIT 1)`.execute(db);
}
