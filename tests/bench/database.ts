import { setTimeout as sleep } from 'node:timers/promises';
import { openTestDatabase } from '../support/database';
import { progress } from './stats';

/** Frees what earlier cases left behind (the child runs with --expose-gc; a no-op otherwise). */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/**
 * openTestDatabase, fresh for each case. Each PGlite instance is a WebAssembly Postgres of a few
 * hundred MB; when a previous one has not been collected yet a new one can fail to start
 * ("PGlite failed to initialize properly"), so collect first and retry a couple of times.
 */
export async function openBenchDatabase(options: { poolSize?: number } = {}) {
  for (let attempt = 1; ; attempt++) {
    collectGarbage();
    try {
      return await openTestDatabase(options);
    } catch (error) {
      if (attempt >= 3 || process.env.DATABASE_URL) throw error;
      progress(`opening the database failed (${error instanceof Error ? error.message : String(error)}); retrying`);
      await sleep(1000 * attempt);
    }
  }
}
