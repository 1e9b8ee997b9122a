import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CompiledQuery, Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database, PreparedStatement } from './database';
import { localLeases } from './local-leases';

export type PGliteSource = { dataDir: string } | { template: Blob } | { memory: true };

export type PGliteDatabase = Database & {
  /** An image of the data folder; `openPGlite({ template })` starts from it in well under a second. */
  dumpDataDir(): Promise<Blob>;
};

/**
 * One PGlite per process: it is a single connection, so the dialect serialises every query and
 * transaction. Advisory locks are process-local here because only this process can open the folder.
 */
export async function openPGlite(source: PGliteSource): Promise<PGliteDatabase> {
  const extensions = { pg_trgm };
  const pglite =
    'dataDir' in source
      ? new PGlite(source.dataDir, { extensions })
      : 'template' in source
        ? new PGlite({ loadDataDir: source.template, extensions })
        : new PGlite({ extensions });
  await pglite.waitReady;
  const db = new Kysely({ dialect: new PGliteDialect(pglite) });
  const leases = localLeases();

  return {
    kind: 'pglite',
    db,
    async runPrepared<Row>(statement: PreparedStatement, values: unknown[]) {
      // Through the dialect, which queues it behind any transaction holding the one connection.
      const result = await db.executeQuery<Row>(CompiledQuery.raw(statement.text, values));
      return result.rows;
    },
    async listen(channel, onMessage) {
      return pglite.listen(channel, onMessage);
    },
    leases,
    dumpDataDir() {
      return pglite.dumpDataDir('none');
    },
    async close() {
      await leases.close();
      await db.destroy();
    },
  };
}
