import { sql } from 'kysely';
import type { Migrations } from '../../db/migrations';

/**
 * `transaction_id` is the writing transaction (xid8). Readers see only rows below the oldest
 * running transaction (pg_snapshot_xmin), so a slow writer can never commit "behind" a subscriber's
 * checkpoint: global order is (transaction_id, position).
 */
export const eventStoreMigrations: Migrations = {
  '2026_11_22_00_eventstore': {
    async up(db) {
      await sql`
        CREATE TABLE event_streams (
          stream_id text PRIMARY KEY,
          version integer NOT NULL
        )`.execute(db);
      await sql`
        CREATE TABLE events (
          position bigserial PRIMARY KEY,
          transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
          event_id uuid NOT NULL UNIQUE,
          stream_id text NOT NULL,
          version integer NOT NULL,
          type text NOT NULL,
          data jsonb NOT NULL,
          metadata jsonb NOT NULL,
          recorded_at timestamptz NOT NULL DEFAULT now(),
          UNIQUE (stream_id, version)
        )`.execute(db);
      await sql`CREATE INDEX events_global_order ON events (transaction_id, position)`.execute(db);
    },
  },
  '2026_11_30_00_eventstore_append_function': {
    async up(db) {
      // One round trip per append, autocommitted. It has to be a function, not one statement with
      // CTEs: every part of a statement reads the snapshot taken before the advisory lock was
      // granted, so it would read the version the writer it waited for had already replaced. In a
      // (volatile) function each statement takes a fresh snapshot, after the lock.
      // p_expected: 'any', 'no_stream', 'stream_exists' or a version number. A refused append
      // writes nothing and returns the actual version (-1: no stream) with null positions.
      await sql`
        CREATE FUNCTION append_events(p_stream text, p_expected text, p_events jsonb)
        RETURNS TABLE (actual integer, commit_position xid8, prepare_position bigint)
        LANGUAGE plpgsql AS $$
        DECLARE
          v_actual integer;
        BEGIN
          -- Writers of one stream queue here before any write, because a write assigns the
          -- transaction id: a waiter then always gets a larger id than the writer it waited for,
          -- so global order (transaction id first) keeps each stream's versions in order.
          -- Advisory locks assign no id.
          PERFORM pg_advisory_xact_lock(hashtextextended(p_stream, 0));
          SELECT version INTO v_actual FROM event_streams WHERE stream_id = p_stream;
          v_actual := coalesce(v_actual, -1);
          IF NOT (p_expected = 'any' OR p_expected = v_actual::text
                  OR (p_expected = 'no_stream' AND v_actual = -1)
                  OR (p_expected = 'stream_exists' AND v_actual <> -1)) THEN
            RETURN QUERY SELECT v_actual, NULL::xid8, NULL::bigint;
            RETURN;
          END IF;
          RETURN QUERY
            WITH stream AS (
              INSERT INTO event_streams (stream_id, version)
              VALUES (p_stream, v_actual + jsonb_array_length(p_events))
              ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version),
            inserted AS (
              INSERT INTO events (event_id, stream_id, version, type, data, metadata)
              SELECT (e->>'id')::uuid, p_stream, v_actual + n::integer, e->>'type', e->'data', e->'metadata'
              FROM jsonb_array_elements(p_events) WITH ORDINALITY AS t(e, n)
              ORDER BY n
              RETURNING position)
            SELECT v_actual, pg_current_xact_id(), max(position) FROM inserted;
        END
        $$`.execute(db);
    },
  },
  '2026_12_01_00_eventstore_version_from_events': {
    async up(db) {
      // The stream's version is the last one in `events` (an index-only probe of its unique
      // (stream_id, version) key); only that read differs from the function it replaces. Keeping a
      // copy in event_streams cost an extra row update and its WAL per append, and every writer of
      // a stream contended for that row's page. (Migrations stay as they ran: the body is repeated.)
      await sql`
        CREATE OR REPLACE FUNCTION append_events(p_stream text, p_expected text, p_events jsonb)
        RETURNS TABLE (actual integer, commit_position xid8, prepare_position bigint)
        LANGUAGE plpgsql AS $$
        DECLARE
          v_actual integer;
        BEGIN
          -- See 2026_11_30_00 for why the lock comes first and why this is a function.
          PERFORM pg_advisory_xact_lock(hashtextextended(p_stream, 0));
          SELECT coalesce(max(version), -1) INTO v_actual FROM events WHERE stream_id = p_stream;
          IF NOT (p_expected = 'any' OR p_expected = v_actual::text
                  OR (p_expected = 'no_stream' AND v_actual = -1)
                  OR (p_expected = 'stream_exists' AND v_actual <> -1)) THEN
            RETURN QUERY SELECT v_actual, NULL::xid8, NULL::bigint;
            RETURN;
          END IF;
          RETURN QUERY
            WITH inserted AS (
              INSERT INTO events (event_id, stream_id, version, type, data, metadata)
              SELECT (e->>'id')::uuid, p_stream, v_actual + n::integer, e->>'type', e->'data', e->'metadata'
              FROM jsonb_array_elements(p_events) WITH ORDINALITY AS t(e, n)
              ORDER BY n
              RETURNING position)
            SELECT v_actual, pg_current_xact_id(), max(position) FROM inserted;
        END
        $$`.execute(db);
      await sql`DROP TABLE event_streams`.execute(db);
    },
  },
  '2026_12_02_00_eventstore_append_at': {
    async up(db) {
      // An append at a known version: a plain insert, with no lock (see appendAt in store.ts). A
      // function rather than the statement itself because PGlite cannot keep a prepared statement:
      // there the function's cached plan is what saves planning the insert on every append.
      // Inserts nothing when the version before is missing; the unique key refuses a taken one.
      await sql`
        CREATE FUNCTION append_events_at(p_stream text, p_expected integer, p_events jsonb)
        RETURNS TABLE (commit_position xid8, prepare_position bigint)
        LANGUAGE plpgsql AS $$
        BEGIN
          RETURN QUERY
            INSERT INTO events (event_id, stream_id, version, type, data, metadata)
            SELECT (e->>'id')::uuid, p_stream, p_expected + n::integer, e->>'type', e->'data', e->'metadata'
            FROM jsonb_array_elements(p_events) WITH ORDINALITY AS t(e, n)
            WHERE p_expected = -1
               OR EXISTS (SELECT 1 FROM events AS before
                          WHERE before.stream_id = p_stream AND before.version = p_expected)
            ORDER BY n
            RETURNING events.transaction_id, events.position;
        END
        $$`.execute(db);
    },
  },
};
