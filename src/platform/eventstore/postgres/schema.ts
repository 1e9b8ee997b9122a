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
};
