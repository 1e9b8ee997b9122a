import { Migrator, type Migration } from 'kysely';
import type { Database } from './database';

/**
 * Every module and projection contributes named migrations; names start with a sortable stamp
 * (`2026_11_22_01_eventstore`) because Kysely runs them in name order.
 */
export type Migrations = Record<string, Migration>;

export async function migrate(database: Database, migrations: Migrations): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
