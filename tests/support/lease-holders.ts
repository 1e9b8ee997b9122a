import type pg from 'pg';
import { LEASES_APPLICATION, LOCK_OF_LEASE } from '../../src/platform/db/postgres-leases';

/**
 * Every lease held on the database, with the process id of the server holding it, read as an
 * operator would: PostgreSQL's advisory locks and the name of the connection holding each
 * (`tessera-leases <host>:<pid>`). Lease names come from `names` (hashed in the lock keys).
 */
export async function leaseHolders(client: pg.Client, names: readonly string[]): Promise<Map<string, number | null>> {
  const { rows } = await client.query<{ name: string; app: string | null }>(
    `SELECT n.name, a.application_name AS app FROM unnest($1::text[]) AS n(name)
     LEFT JOIN pg_locks l ON ${LOCK_OF_LEASE}
     LEFT JOIN pg_stat_activity a ON a.pid = l.pid`,
    [names],
  );
  return new Map(
    rows.map((r) => [r.name, r.app?.startsWith(LEASES_APPLICATION) ? Number(r.app.split(':').at(-1)) : null]),
  );
}
