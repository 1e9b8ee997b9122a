import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, HeldLock } from '../../../src/platform/db/database';
import { openPostgres } from '../../../src/platform/db/postgres';
import { openTestDatabase, usingPostgres } from '../../support/database';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether the promise settled by now (after pending callbacks ran). */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await pause(50);
  return done;
}

describe('leases: work that must run once, handed over when its holder goes', () => {
  let main: Database & { url?: string };
  /** Two more instances of the server on the same database (PostgreSQL only: PGlite is one process's). */
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    main = await openTestDatabase();
    if (!usingPostgres) return;
    a = openPostgres(main.url!, 2);
    b = openPostgres(main.url!, 2);
  });
  afterAll(async () => {
    if (usingPostgres) await Promise.all([a.close(), b.close()]);
    await main.close();
  });

  it('a lease is one holder’s; one waited for is handed over when its holder releases it', async () => {
    const held = await main.leases.take('work', new AbortController().signal);
    expect(await main.leases.tryTake('work')).toBeNull();
    const waiting = main.leases.take('work', new AbortController().signal);
    expect(await settled(waiting)).toBe(false);
    await held.release();
    await (await waiting).release();
  });

  it('stops waiting when told to', async () => {
    const held = await main.leases.take('stoppable', new AbortController().signal);
    const standing = new AbortController();
    const waiting = main.leases.take('stoppable', standing.signal);
    standing.abort(new Error('stopping'));
    await expect(waiting).rejects.toThrow('stopping');
    await held.release();
  });

  describe.runIf(usingPostgres)('between instances (PostgreSQL)', () => {
    /** This database's lease connections, by backend pid. */
    const leaseBackends = async () =>
      (
        await sql<{ pid: number }>`
          SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND application_name LIKE 'tessera-leases %' ORDER BY pid`.execute(main.db)
      ).rows.map((r) => r.pid);

    it('a standby takes a lease as soon as its holder releases it, and when its holder’s connection dies', async () => {
      const first = await a.leases.take('relay', new AbortController().signal);
      const standby = b.leases.take('relay', new AbortController().signal);
      expect(await settled(standby)).toBe(false);
      await first.release();
      const second = await standby;

      // The holder dies (its connection ends, as when its process is killed): the lease is lost there, taken here.
      const third = a.leases.take('relay', new AbortController().signal);
      const holders = await sql<{ pid: number }>`
        SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(main.db);
      expect(holders.rows).toHaveLength(1);
      await sql`SELECT pg_terminate_backend(${holders.rows[0]!.pid})`.execute(main.db);
      await second.lost;
      const taken: HeldLock = await third;
      await taken.release();
    });

    it('instances standing by keep one connection each for every lease, and open no other', async () => {
      const names = Array.from({ length: 9 }, (_, i) => `work-${i}`);
      const held = await Promise.all(names.map((n) => a.leases.take(n, new AbortController().signal)));
      const standing = new AbortController();
      const waiting = names.map((n) => b.leases.take(n, standing.signal).catch(() => null));
      await pause(300);
      const before = await leaseBackends();
      const opened = await sql<{ at: string }>`SELECT now()::text AS at`.execute(main.db);
      // Several of the standby's asking rounds.
      await pause(2000);
      expect(await leaseBackends()).toEqual(before);
      // The first instance's (which took leases in the tests before), a's and b's.
      expect(before).toHaveLength(3);
      const newer = await sql<{ count: number }>`
        SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE datname = current_database() AND backend_start > ${opened.rows[0]!.at}::timestamptz`.execute(main.db);
      expect(newer.rows[0]!.count).toBe(0);
      standing.abort();
      await Promise.all(waiting);
      await Promise.all(held.map((h) => h.release()));
    });
  });
});
