import pg from 'pg';
import { INSTANCE_ID } from '../instance-id';
import type { HeldLock, Leases } from './database';

/** How often a standby asks again for the leases it waits for (besides a release's NOTIFY, which wakes it at once). */
export const LEASE_RETRY_MS = 400;
const RELEASED = 'tessera_lease_released';
export const LEASES_APPLICATION = 'tessera-leases';

type Waiter = { name: string; resolve(lock: HeldLock): void; reject(error: unknown): void; signal: AbortSignal };

/**
 * Every advisory lock of this process on ONE connection of its own: a standby asks for all the
 * leases it waits for in one query, every LEASE_RETRY_MS and as soon as a holder announces a
 * release (NOTIFY), so it never opens a connection to ask and takes over within about half a
 * second of a holder's end. A holder killed outright loses its locks with its connection.
 * When this connection ends, every lease held on it is lost; the next ask opens a new one.
 */
export function postgresLeases(url: string): Leases {
  let connection: Promise<pg.Client> | null = null;
  /** Resolves when the current connection ends: every lease held on it is lost. */
  let ended: Promise<void> = Promise.resolve();
  const waiters = new Set<Waiter>();
  let timer: NodeJS.Timeout | null = null;
  let asking = false;
  /** A release was announced while asking: ask again straight after. */
  let again = false;
  let closed = false;
  /** The leases held on the current connection: asking again for one would succeed (advisory locks nest), so it is not asked. */
  const mine = new Set<string>();
  /** Every lease asked for: what `holders` reports on. */
  const known = new Set<string>();

  function connect(): Promise<pg.Client> {
    connection ??= (async () => {
      // Named with the process, so an operator (pg_stat_activity, pg_locks) sees which instance holds which lease.
      const client = new pg.Client({
        connectionString: url,
        application_name: `${LEASES_APPLICATION} ${INSTANCE_ID}`.slice(0, 63),
      });
      ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
      client.on('error', () => undefined);
      client.once('end', () => {
        connection = null;
        mine.clear();
      });
      client.on('notification', () => void ask());
      await client.connect();
      await client.query(`LISTEN ${RELEASED}`);
      return client;
    })().catch((error: unknown) => {
      connection = null;
      throw error;
    });
    return connection;
  }

  function held(client: pg.Client, name: string, lost: Promise<void>): HeldLock {
    mine.add(name);
    return {
      lost,
      async release() {
        mine.delete(name);
        await client
          .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name])
          .then(() => client.query('SELECT pg_notify($1, $2)', [RELEASED, name]))
          .catch(() => undefined);
      },
    };
  }

  /** Asks for every lease waited for, in one query; hands each one won to its waiter. */
  async function ask(): Promise<void> {
    if (closed) return;
    if (asking) {
      again = true;
      return;
    }
    asking = true;
    again = false;
    try {
      for (const w of waiters) if (w.signal.aborted) waiters.delete(w);
      if (waiters.size === 0) return;
      const client = await connect();
      const lost = ended;
      const names = [...new Set([...waiters].map((w) => w.name))].filter((n) => !mine.has(n));
      const { rows } = await client.query<{ name: string; ok: boolean }>(
        'SELECT name, pg_try_advisory_lock(hashtextextended(name, 0)) AS ok FROM unnest($1::text[]) AS name',
        [names],
      );
      for (const { name, ok } of rows) {
        if (!ok) continue;
        const waiter = [...waiters].find((w) => w.name === name);
        if (!waiter) continue;
        waiters.delete(waiter);
        waiter.resolve(held(client, name, lost));
      }
    } catch {
      // The database is away: the next tick asks again, on a new connection.
    } finally {
      asking = false;
      if (again) void ask();
      else schedule();
    }
  }

  function schedule() {
    if (timer || closed || waiters.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void ask();
    }, LEASE_RETRY_MS);
  }

  return {
    async tryTake(name) {
      known.add(name);
      if (mine.has(name)) return null;
      const client = await connect();
      const lost = ended;
      const { rows } = await client.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS ok',
        [name],
      );
      return rows[0]?.ok ? held(client, name, lost) : null;
    },
    take(name, signal) {
      return new Promise<HeldLock>((resolve, reject) => {
        known.add(name);
        const waiter: Waiter = { name, resolve, reject, signal };
        signal.addEventListener('abort', () => {
          waiters.delete(waiter);
          reject(signal.reason);
        });
        waiters.add(waiter);
        void ask();
      });
    },
    async holders() {
      const client = await connect();
      const { rows } = await client.query<{ name: string; app: string | null }>(
        `SELECT n.name, a.application_name AS app FROM unnest($1::text[]) AS n(name)
         LEFT JOIN pg_locks l ON l.locktype = 'advisory' AND l.granted
           AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
           AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended(n.name, 0)
         LEFT JOIN pg_stat_activity a ON a.pid = l.pid
         ORDER BY n.name`,
        [[...known]],
      );
      const prefix = `${LEASES_APPLICATION} `;
      return Object.fromEntries(
        rows.map((r) => [
          r.name,
          r.app?.startsWith(prefix) ? r.app.slice(prefix.length) : r.app ? 'another client' : null,
        ]),
      );
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const w of waiters) w.reject(new Error('closed'));
      waiters.clear();
      const client = await connection?.catch(() => null);
      await client?.end().catch(() => undefined);
    },
  };
}
