import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Database } from '../../src/platform/db/database';
import { PostgresEventStore } from '../../src/platform/eventstore/postgres/store';
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

/**
 * Waits until every store follower (projections, the relay) has reached the store's head, so what
 * a case set up is not still being projected while it measures.
 */
export async function settleFollowers(database: Database, timeoutMs = 120_000) {
  const store = new PostgresEventStore(database);
  try {
    const head = await store.headPosition();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await sql<{ behind: number }>`
        SELECT count(*)::int AS behind FROM checkpoints
        WHERE (commit_position, prepare_position) < (${head.commit.toString()}::numeric, ${head.prepare.toString()}::numeric)`.execute(
        database.db,
      );
      if (rows[0]!.behind === 0) return;
      if (Date.now() > deadline)
        throw new Error(`${rows[0]!.behind} store followers still behind after ${timeoutMs} ms`);
      await sleep(100);
    }
  } finally {
    await store.close();
  }
}
