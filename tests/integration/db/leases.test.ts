import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, HeldLock, Leases } from '../../../src/platform/db/database';
import { whileLeader } from '../../../src/platform/db/leadership';
import { openPostgres } from '../../../src/platform/db/postgres';
import { postgresLeases } from '../../../src/platform/db/postgres-leases';
import { openTestDatabase, usingPostgres } from '../../support/database';
import { eventually } from '../../support/eventually';

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
        await sql<{ pid: number; app: string }>`
          SELECT pid, application_name AS app FROM pg_stat_activity
          WHERE datname = current_database() AND application_name LIKE 'tessera-leases %' ORDER BY pid`.execute(main.db)
      ).rows;

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
      const leaseNames = Array.from({ length: 9 }, (_, i) => `work-${i}`);
      const standing = new AbortController();
      const holding = leaseNames.map((n) => a.leases.take(n, standing.signal).catch(() => null));
      const waiting = leaseNames.map((n) => b.leases.take(n, standing.signal).catch(() => null));
      await pause(1000);
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
      const locks = [...(await Promise.all(holding)), ...(await Promise.all(waiting))];
      await Promise.all(locks.map((l) => l?.release()));
    });

    describe('the work is shared out between the instances alive', () => {
      const names = Array.from({ length: 6 }, (_, i) => `share-${i}`);
      /** Which instance runs each piece of work now; a piece found running twice at once fails the test. */
      const runningOn = new Map<string, string>();
      const twice: string[] = [];
      /** Every change of a lease each instance saw (what its log lines say). */
      const changes: string[] = [];
      const instances = new Map<string, { leases: Leases; leaders: { stop(): Promise<void> }[] }>();

      function startInstance(label: string) {
        const leases = postgresLeases(main.url!);
        const leaders = names.map((name) =>
          whileLeader(
            leases,
            name,
            async () => {
              if (runningOn.has(name)) twice.push(`${name} on ${runningOn.get(name)} and ${label}`);
              runningOn.set(name, label);
              let end: () => void = () => undefined;
              const done = new Promise<void>((resolve) => (end = resolve));
              return {
                done,
                async stop() {
                  if (runningOn.get(name) === label) runningOn.delete(name);
                  end();
                },
              };
            },
            { onStatus: () => undefined, onFailed: () => undefined, onLease: (c) => changes.push(`${label} ${c}`) },
          ),
        );
        instances.set(label, { leases, leaders });
      }
      async function stopInstance(label: string) {
        const instance = instances.get(label)!;
        await instance.leases.leave();
        await Promise.all(instance.leaders.map((l) => l.stop()));
        await instance.leases.close();
        instances.delete(label);
      }
      /** How many pieces each instance runs, once every piece runs somewhere. */
      const counts = () => {
        const byInstance: Record<string, number> = {};
        for (const label of instances.keys()) byInstance[label] = 0;
        for (const label of runningOn.values()) byInstance[label] = (byInstance[label] ?? 0) + 1;
        return byInstance;
      };
      /** Waits until every piece runs, split between the instances as `expected` says. */
      const allRunningAs = async (expected: Record<string, number>) => {
        const now = async () => ({ running: runningOn.size, split: Object.entries(counts()).sort() });
        const wanted = { running: names.length, split: Object.entries(expected).sort() };
        const seen = await eventually(now, (v) => JSON.stringify(v) === JSON.stringify(wanted), 10_000);
        expect(seen).toEqual(wanted);
      };

      beforeAll(async () => {
        // Every lease connection on the database counts as an instance in the shares: only those made here may.
        await Promise.all([main.leases.close(), a.leases.close(), b.leases.close()]);
      });
      afterAll(async () => {
        for (const label of [...instances.keys()]) await stopInstance(label);
        expect(runningOn.size).toBe(0);
        expect(twice).toEqual([]);
      });

      it('one instance alone carries all of it, beside a script that took a lease of its own (not an instance)', async () => {
        const script = postgresLeases(main.url!);
        const rebuilding = await script.tryTake('projection:being-rebuilt');
        startInstance('A');
        await allRunningAs({ A: 6 });
        await rebuilding?.release();
        await script.close();
      });

      it('an instance joining gets its share, handed on by the others; a third, a third each', async () => {
        startInstance('B');
        await allRunningAs({ A: 3, B: 3 });
        startInstance('C');
        await allRunningAs({ A: 2, B: 2, C: 2 });
        expect(twice).toEqual([]);
        expect(changes.filter((c) => c === 'A handed-on')).toHaveLength(4);
        expect(changes.filter((c) => c.endsWith('gained'))).toHaveLength(11);
      });

      it('an instance killed outright: its work runs on the others; restarted, it takes back its share', async () => {
        const killed = instances.get('B')!;
        // Its lease connection ends without a word, as when its process is killed: no release is announced.
        await killed.leases.close();
        await Promise.all(killed.leaders.map((l) => l.stop()));
        instances.delete('B');
        await allRunningAs({ A: 3, C: 3 });
        expect(changes.filter((c) => c === 'B lost')).toHaveLength(2);
        startInstance('B');
        await allRunningAs({ A: 2, C: 2, B: 2 });
      });

      it('an instance leaving hands all its work on at once', async () => {
        await stopInstance('A');
        await allRunningAs({ B: 3, C: 3 });
      });
    });
  });
});
