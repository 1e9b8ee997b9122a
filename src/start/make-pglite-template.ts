// The server build runs this from the built code (scripts/build-server.mjs): it makes the migrated,
// empty PGlite data folder that fresh data folders start from, and makes it again only when the
// migrations or PGlite changed (initdb is the ten seconds a copy saves).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { migrate } from '../platform/db/migrations';
import { openPGlite } from '../platform/db/pglite';
import { PGLITE_TEMPLATE } from '../platform/db/pglite-template';
import { allMigrations } from '../schema';

const pgliteVersion = (): string => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')).version;
};

/** What the template was made from: PGlite's version, and each migration's name and code. */
const made = createHash('sha256')
  .update(pgliteVersion())
  .update(JSON.stringify(Object.entries(allMigrations).map(([name, m]) => [name, String(m.up), String(m.down)])))
  .digest('hex');
const madeFile = `${PGLITE_TEMPLATE}.made-from`;

if (
  existsSync(join(PGLITE_TEMPLATE, 'PG_VERSION')) &&
  existsSync(madeFile) &&
  readFileSync(madeFile, 'utf8') === made
) {
  console.log('PGlite template: up to date');
} else {
  console.log('Making the PGlite template (initdb, once)…');
  const building = `${PGLITE_TEMPLATE}.building`;
  rmSync(building, { recursive: true, force: true });
  const database = await openPGlite({ dataDir: building });
  await migrate(database, allMigrations);
  await database.close();
  rmSync(PGLITE_TEMPLATE, { recursive: true, force: true });
  renameSync(building, PGLITE_TEMPLATE);
  writeFileSync(madeFile, made);
}
