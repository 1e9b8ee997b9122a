import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Database } from '../../src/platform/db/database';
import { PostgresEventStore } from '../../src/platform/eventstore/postgres/store';

/**
 * Waits until every store follower (projections, the relay) has reached the store's head, so what
 * a test or bench case set up is not still being projected while it checks or measures.
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
