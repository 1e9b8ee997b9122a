import pg from 'pg';
import { connectionName, INSTANCE_ID } from '../instance-id';
import type { HeldLock, Leases } from './database';
import { fairShare, overShare } from './lease-share';

/** How often an instance looks again at the leases and the instances alive (besides a NOTIFY, which wakes it at once). */
const LEASE_RETRY_MS = 400;
/** While the database cannot be reached, the wait between looks doubles up to 400 ms × 2³ = 3.2 s. */
const UNREACHABLE_DOUBLINGS = 3;
/** Announced when a lease is released or an instance joins: the others look again at once. */
const LOOK_AGAIN = 'tessera_lease_look_again';
export const LEASES_APPLICATION = 'tessera-leases';
/** An instance shutting down renames its lease connection to this: the others stop counting it in their shares. */
const LEAVING_APPLICATION = 'tessera-leaving';
/** A process that only takes a lease now and then (a rebuild script) is not an instance to share work with. */
const TOOL_APPLICATION = 'tessera-lease-tool';

/** How a granted advisory lock `l` of this database is the lease named `n.name` (its key is the name's hash). */
export const LOCK_OF_LEASE = `l.locktype = 'advisory' AND l.granted
  AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
  AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended(n.name, 0)`;

type Waiter = {
  name: string;
  resolve(lock: HeldLock): void;
  reject(error: unknown): void;
  signal: AbortSignal;
  onWaiting?: () => void;
};

/**
 * Every advisory lock of this process on ONE connection of its own, shared out between the
 * instances alive (their lease connections, named `tessera-leases <instance>`): each holds at most
 * its fair share, hands on what is over it when another instance joins, and takes what is free up
 * to its share, so a lone instance carries everything. It looks every LEASE_RETRY_MS and as soon
 * as another announces a release or a join (NOTIFY), on the same connection: standing by opens
 * no connection, and a holder's end is taken over within about half a second. A holder killed
 * outright loses its locks with its connection; when this connection ends, every lease held on it
 * is lost and the next look opens a new one.
 */
export function postgresLeases(url: string): Leases {
  let connection: Promise<pg.Client> | null = null;
  /** Resolves when the current connection ends: every lease held on it is lost. */
  let ended: Promise<void> = Promise.resolve();
  const waiters = new Set<Waiter>();
  let timer: NodeJS.Timeout | null = null;
  let looking = false;
  /** Something was announced while looking: look again straight after. */
  let again = false;
  let closed = false;
  let leaving = false;
  /** This process waits for work (take), so it counts as an instance in the shares once its connection says so. */
  let sharing = false;
  let namedForSharing = false;
  /** The leases held on the current connection, oldest first, each with the way to ask its work to hand it on. */
  const mine = new Map<string, () => void>();
  /** Held leases asked to be handed on and not yet released. */
  const handingOn = new Set<string>();
  /** Every lease asked for: what `holders` reports on, and what shares are counted from. */
  const known = new Set<string>();
  /** Looks in a row that could not reach the database. */
  let unreachable = 0;

  /** One query at a time on the connection (pg would queue them, and warns that it will stop). */
  let queue: Promise<unknown> = Promise.resolve();
  function query<Row extends pg.QueryResultRow>(client: pg.Client, text: string, values?: unknown[]) {
    const result = queue.then(() => client.query<Row>(text, values));
    queue = result.catch(() => undefined);
    return result;
  }

  function connect(): Promise<pg.Client> {
    connection ??= (async () => {
      // Named with the process, so an operator (pg_stat_activity, pg_locks) sees which instance holds which lease.
      namedForSharing = sharing;
      const client = new pg.Client({
        connectionString: url,
        application_name: connectionName(sharing ? LEASES_APPLICATION : TOOL_APPLICATION),
      });
      ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
      client.on('error', () => undefined);
      client.once('end', () => {
        connection = null;
        mine.clear();
        handingOn.clear();
      });
      client.on('notification', () => void look());
      await client.connect();
      await client.query(`LISTEN ${LOOK_AGAIN}`);
      await client.query('SELECT pg_notify($1, $2)', [LOOK_AGAIN, `joined ${INSTANCE_ID}`]);
      return client;
    })().catch((error: unknown) => {
      connection = null;
      throw error;
    });
    return connection;
  }

  function held(client: pg.Client, name: string, lost: Promise<void>): HeldLock {
    let handOn: () => void = () => undefined;
    const handOnAsked = new Promise<void>((resolve) => (handOn = resolve));
    mine.set(name, handOn);
    return {
      lost,
      handOn: handOnAsked,
      async release() {
        mine.delete(name);
        handingOn.delete(name);
        await query(client, 'SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name])
          .then(() => query(client, 'SELECT pg_notify($1, $2)', [LOOK_AGAIN, `released ${name}`]))
          .catch(() => undefined);
      },
    };
  }

  /** Counts the instances alive, hands on what this one holds over its share, and takes free leases waited for up to it. */
  async function look(): Promise<void> {
    if (closed || leaving || !sharing) return;
    if (looking) {
      again = true;
      return;
    }
    looking = true;
    again = false;
    try {
      for (const w of waiters) if (w.signal.aborted) waiters.delete(w);
      if (known.size === 0) return;
      const client = await connect();
      const lost = ended;
      if (!namedForSharing) {
        await query(client, `SELECT set_config('application_name', $1, false)`, [connectionName(LEASES_APPLICATION)]);
        namedForSharing = true;
      }
      const wanted = [...new Set([...waiters].map((w) => w.name))].filter((n) => !mine.has(n));
      const { rows } = await query<{ alive: number; free: string[] }>(
        client,
        `SELECT
           (SELECT count(*)::int FROM pg_stat_activity
             WHERE datname = current_database() AND application_name LIKE $2) AS alive,
           ARRAY(SELECT n.name FROM unnest($1::text[]) AS n(name) WHERE NOT EXISTS (
             SELECT 1 FROM pg_locks l WHERE ${LOCK_OF_LEASE})) AS free`,
        [wanted, `${LEASES_APPLICATION} %`],
      );
      const share = fairShare(known.size, rows[0]?.alive ?? 1);
      const keeping = [...mine.keys()].filter((n) => !handingOn.has(n));
      for (const name of overShare(keeping, share)) {
        handingOn.add(name);
        mine.get(name)?.();
      }
      const room = share - keeping.length;
      const free = shuffled(rows[0]?.free ?? []).slice(0, Math.max(room, 0));
      if (free.length > 0) {
        const tried = await query<{ name: string; ok: boolean }>(
          client,
          'SELECT name, pg_try_advisory_lock(hashtextextended(name, 0)) AS ok FROM unnest($1::text[]) AS name',
          [free],
        );
        for (const { name, ok } of tried.rows) {
          if (!ok) continue;
          const waiter = [...waiters].find((w) => w.name === name);
          if (!waiter) continue;
          waiters.delete(waiter);
          waiter.resolve(held(client, name, lost));
        }
      }
      for (const w of waiters) {
        w.onWaiting?.();
        w.onWaiting = undefined;
      }
      unreachable = 0;
    } catch {
      // The database is away: the next look asks again, on a new connection, a little later each time.
      unreachable++;
    } finally {
      looking = false;
      if (again) void look();
      else schedule();
    }
  }

  function schedule() {
    if (timer || closed || leaving || known.size === 0) return;
    timer = setTimeout(
      () => {
        timer = null;
        void look();
      },
      LEASE_RETRY_MS * 2 ** Math.min(unreachable, UNREACHABLE_DOUBLINGS),
    );
  }

  return {
    async tryTake(name) {
      known.add(name);
      if (mine.has(name)) return null;
      const client = await connect();
      const lost = ended;
      const { rows } = await query<{ ok: boolean }>(
        client,
        'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS ok',
        [name],
      );
      return rows[0]?.ok ? held(client, name, lost) : null;
    },
    take(name, signal, onWaiting) {
      return new Promise<HeldLock>((resolve, reject) => {
        known.add(name);
        sharing = true;
        const waiter: Waiter = { name, resolve, reject, signal, onWaiting };
        signal.addEventListener('abort', () => {
          waiters.delete(waiter);
          reject(signal.reason);
        });
        waiters.add(waiter);
        void look();
      });
    },
    async holders() {
      const client = await connect();
      const { rows } = await query<{ name: string; app: string | null }>(
        client,
        `SELECT n.name, a.application_name AS app FROM unnest($1::text[]) AS n(name)
         LEFT JOIN pg_locks l ON ${LOCK_OF_LEASE}
         LEFT JOIN pg_stat_activity a ON a.pid = l.pid
         ORDER BY n.name`,
        [[...known]],
      );
      return Object.fromEntries(rows.map((r) => [r.name, instanceOf(r.app)]));
    },
    async leave() {
      leaving = true;
      if (timer) clearTimeout(timer);
      const client = await connection?.catch(() => null);
      if (client)
        await query(client, `SELECT set_config('application_name', $1, false)`, [
          connectionName(LEAVING_APPLICATION),
        ]).catch(() => undefined);
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

/** The instance a lease connection's application name names; another program's lock shows as such. */
function instanceOf(application: string | null): string | null {
  if (!application) return null;
  const match = /^tessera-(?:leases|leaving|lease-tool) (.+)$/.exec(application);
  return match ? match[1]! : 'another client';
}

/** Instances looking at the same free leases at once try them in different orders, so each wins some. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
