import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from '../../src/platform/db/migrations';
import { openPGlite } from '../../src/platform/db/pglite';
import { allMigrations } from '../../src/schema';
import { PGLITE_TEMPLATE_FILE } from './template-path';

/** Initialising PGlite takes seconds; do it once, migrate, and let every test file load the image. */
export default async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const database = await openPGlite({ memory: true });
  await migrate(database, allMigrations);
  const image = await database.dumpDataDir();
  mkdirSync(dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await image.arrayBuffer()));
  await database.close();
}
