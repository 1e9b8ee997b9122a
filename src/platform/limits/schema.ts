import { sql } from 'kysely';
import type { Migrations } from '../db/migrations';

/** Counters of rate limits and the signatures already used: shared by every instance on the database. */
export const limitMigrations: Migrations = {
  '2026_11_23_01_limits': {
    async up(db) {
      // Times are epoch milliseconds, so the same code runs on PGlite and PostgreSQL with an injectable clock.
      await sql`CREATE TABLE rate_limit_hits (key text PRIMARY KEY, hits integer NOT NULL, resets_at bigint NOT NULL)`.execute(
        db,
      );
      await sql`CREATE INDEX rate_limit_hits_resets_at ON rate_limit_hits (resets_at)`.execute(db);
      await sql`CREATE TABLE seen_nonces (nonce text PRIMARY KEY, expires_at bigint NOT NULL)`.execute(db);
      await sql`CREATE INDEX seen_nonces_expires_at ON seen_nonces (expires_at)`.execute(db);
    },
  },
};
