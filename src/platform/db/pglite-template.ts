import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A migrated, empty PGlite data folder that the server build keeps beside the built code
 * (scripts/build-server.mjs): PGlite's initdb takes ten seconds and more, a copy well under one.
 * Run from the sources there is none, and PGlite runs initdb.
 */
export const PGLITE_TEMPLATE = fileURLToPath(new URL('./pglite-template', import.meta.url));

/**
 * Starts `pgDir` as a copy of the template when it holds no database yet (a fresh data folder, or
 * what an interrupted first start left). The copy is renamed into place whole, so a crash during it
 * leaves no half a database. Migrations newer than the template run after, as on any restart.
 */
export function seedFromTemplate(pgDir: string, template = PGLITE_TEMPLATE): void {
  if (existsSync(join(pgDir, 'PG_VERSION')) || !existsSync(join(template, 'PG_VERSION'))) return;
  const copy = `${pgDir}.copy`;
  rmSync(copy, { recursive: true, force: true });
  cpSync(template, copy, { recursive: true });
  rmSync(pgDir, { recursive: true, force: true });
  renameSync(copy, pgDir);
}
