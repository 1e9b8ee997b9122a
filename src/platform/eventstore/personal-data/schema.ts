import { sql } from 'kysely';
import type { Migrations } from '../../db/migrations';

/**
 * One key per person whose values are sealed in events. Not a read model: the keys exist nowhere
 * else, so no rebuild recreates them, and deleting one is what erases a person.
 */
export const personalDataMigrations: Migrations = {
  '2026_11_29_01_personal_data_keys': {
    async up(db) {
      await sql`CREATE TABLE personal_data_keys (
        subject text PRIMARY KEY,
        key bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`.execute(db);
    },
  },
};
