// `npm start` runs the built server (node dist/server/main.js): build it when it is missing, or
// older than any file it is built from (a fresh clone, a pull, an edit). Checking costs a few
// tens of milliseconds: the modification times of the sources, no reading.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, STAMP } from './build-server.mjs';

const INPUTS = ['src', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.mjs'];

/** The newest modification time under `path` (a folder's own counts: a file removed changes it). */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((time, name) => Math.max(time, newest(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (INPUTS.some((input) => newest(input) > builtAt)) {
  console.log('Building the server…');
  await buildServer();
}
