import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { connectionName } from '../instance-id';
import type { Database, PreparedStatement } from './database';
import { postgresLeases } from './postgres-leases';
import { type Listener, listenResiliently } from './postgres-listener';

const CONNECT_TIMEOUT_MS = 5_000;

// int8 and numeric come back as strings by default; counts and positions are read as bigint where needed.
export function openPostgres(url: string, poolSize = 10): Database {
  // Named with the instance, so an operator counts each instance's connections (pg_stat_activity).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: connectionName('tessera'),
    // A server that does not answer at all (a host gone, packets dropped) fails the request, not hangs it.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  // pg-pool listens for a client's errors only while it is idle: one that breaks while checked out
  // (the server restarting mid-transaction) would otherwise be an unhandled 'error' that ends the
  // process. The query in flight fails on its own, and the pool drops the client when it returns.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Set<Listener>();
  const leases = postgresLeases(url);

  return {
    kind: 'postgres',
    db,
    async runPrepared<Row>(statement: PreparedStatement, values: unknown[]) {
      const result = await pool.query({ name: statement.name, text: statement.text, values });
      return result.rows as Row[];
    },
    async listen(channel, onMessage) {
      const listener = await listenResiliently(url, channel, onMessage);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    leases,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await leases.close();
      await Promise.all([...listeners].map((l) => l.stop()));
      listeners.clear();
      await db.destroy();
    },
  };
}
