import { readFileSync } from 'node:fs';
import type { Database } from '../../src/platform/db/database';
import { migrate } from '../../src/platform/db/migrations';
import { openPGlite } from '../../src/platform/db/pglite';
import { openPostgres } from '../../src/platform/db/postgres';
import { allMigrations } from '../../src/schema';
import { freshPostgresDatabase } from './fresh-postgres';
import { PGLITE_TEMPLATE_FILE } from './template-path';

export const usingPostgres = Boolean(process.env.DATABASE_URL);
export const databaseLabel = usingPostgres ? 'PostgreSQL' : 'PGlite';

/**
 * A fresh, migrated database for one test file: a new database on the real server when
 * DATABASE_URL is set, else PGlite started from the migrated template made in global setup.
 */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    return openPGlite({ template: new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]) });
  }
  const fresh = await freshPostgresDatabase(url);
  const database = openPostgres(fresh.url, options.poolSize ?? 10);
  await migrate(database, allMigrations);
  return {
    ...database,
    url: fresh.url,
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}
