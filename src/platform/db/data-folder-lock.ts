import { mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** The embedded database's folder is one process's: a second one is refused before it touches anything. */
export class DataFolderInUse extends Error {
  override readonly name = 'DataFolderInUse';
}

type Holder = { pid: number; host: string; startedAt: string };

const LOCK_FILE = 'tessera.lock';
/** The holder touches its lock this often; one untouched for STALE_MS belongs to a process that is gone. */
const TOUCH_MS = 5_000;
const STALE_MS = 20_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return (error as { code?: string }).code === 'EPERM';
  }
}

/** Writes the lock when there is none; false when one is there. */
function createExclusively(path: string, holder: Holder): boolean {
  try {
    writeFileSync(path, JSON.stringify(holder), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'EEXIST') return false;
    throw error;
  }
}

function readHolder(path: string): (Holder & { ageMs: number }) | null {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Holder;
    return { ...holder, ageMs: Date.now() - statSync(path).mtimeMs };
  } catch {
    return null;
  }
}

/** Whether the process named in the lock still runs: on this host, by its pid; from another, by a recent touch. */
function stillHeld(holder: Holder & { ageMs: number }): boolean {
  if (holder.host === hostname()) return holder.pid !== process.pid && isAlive(holder.pid);
  return holder.ageMs < STALE_MS;
}

/**
 * Takes the data folder for this process, or throws DataFolderInUse naming the folder and the
 * process that holds it. A lock left by a process that is gone (killed, crashed) is taken over at
 * once. Returns the way to let it go.
 */
export function lockDataFolder(dataDir: string): { release(): void } {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, LOCK_FILE);
  const mine: Holder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const inUse = (holder: Holder) =>
    new DataFolderInUse(
      `The data folder ${folder} is in use by another Tessera (process ${holder.pid} on ${holder.host}, started ${holder.startedAt}). ` +
        'Stop that one first, or give this one its own folder with DATA_DIR.',
    );
  if (!createExclusively(path, mine)) {
    const holder = readHolder(path);
    if (holder && stillHeld(holder)) throw inUse(holder);
    // A lock left behind: replaced whole (written aside, renamed over), then read back, since
    // another process may be taking over the same lock at this moment and the last rename wins.
    const temporary = `${path}.${process.pid}`;
    writeFileSync(temporary, JSON.stringify(mine));
    renameSync(temporary, path);
    const now = readHolder(path);
    if (now && (now.pid !== mine.pid || now.host !== mine.host)) throw inUse(now);
  }
  const touching = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(path, now, now);
    } catch {
      // The folder went away; the database will say so.
    }
  }, TOUCH_MS);
  touching.unref();
  return {
    release() {
      clearInterval(touching);
      const now = readHolder(path);
      if (now?.pid === mine.pid && now.host === mine.host) rmSync(path, { force: true });
    },
  };
}
