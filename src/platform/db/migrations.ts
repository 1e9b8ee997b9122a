import { Migrator, type Migration, sql } from 'kysely';
import type { Database, Db } from './database';

/**
 * Every module and projection contributes named migrations; names start with a sortable stamp
 * (`2026_11_22_01_eventstore`) because Kysely runs them in name order.
 */
export type Migrations = Record<string, Migration>;

const TABLE = 'schema_migrations';

export async function migrate(database: Database, migrations: Migrations): Promise<void> {
  if (await allApplied(database.db, migrations)) return;
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: TABLE,
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

/**
 * On a restart every migration is applied, and one query says so: Kysely's migrator would first
 * read the catalog for its two tables and take its lock. Anything else (a new migration, a fresh
 * database, one migrated by newer code) is the migrator's to do or to refuse.
 */
async function allApplied(db: Db, migrations: Migrations): Promise<boolean> {
  const names = Object.keys(migrations);
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(TABLE)}`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    return applied.size === names.length && names.every((name) => applied.has(name));
  } catch {
    // No such table yet: a fresh database.
    return false;
  }
}
