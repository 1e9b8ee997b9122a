import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/platform/db/database';
import { openTestDatabase, usingPostgres } from '../../support/database';
import { eventually } from '../../support/eventually';

describe.skipIf(!usingPostgres)('LISTEN on PostgreSQL after its connection is terminated', () => {
  let database: Database & { url?: string };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.close());

  it('connects again by itself, says once that it may have missed something, and hears what comes after', async () => {
    const heard: string[] = [];
    const stop = await database.listen('tessera_test_channel', (payload) => heard.push(payload));
    const notify = (payload: string) => sql`SELECT pg_notify('tessera_test_channel', ${payload})`.execute(database.db);
    await notify('before');
    expect(
      await eventually(
        async () => heard,
        (h) => h.includes('before'),
      ),
    ).toContain('before');

    const ended = await sql<{ ended: number }>`
      SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity
      WHERE datname = current_database() AND application_name LIKE 'tessera-listen %'`.execute(database.db);
    expect(ended.rows[0]!.ended).toBe(1);
    // The missed-something signal comes once the connection is back; what is sent from then on is heard.
    await eventually(
      async () => heard,
      (h) => h.includes(''),
      10_000,
    );
    await notify('after');
    const after = await eventually(
      async () => heard,
      (h) => h.includes('after'),
      5_000,
    );
    expect(after).toEqual(['before', '', 'after']);
    await stop();
  });
});
