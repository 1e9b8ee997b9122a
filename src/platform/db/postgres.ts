import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { connectionName } from '../instance-id';
import type { Database, PreparedStatement } from './database';
import { postgresLeases } from './postgres-leases';

// int8 and numeric come back as strings by default; counts and positions are read as bigint where needed.
export function openPostgres(url: string, poolSize = 10): Database {
  // Named with the instance, so an operator counts each instance's connections (pg_stat_activity).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: connectionName('tessera') });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  const extraClients = new Set<pg.Client>();
  const leases = postgresLeases(url);

  async function dedicatedClient(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url, application_name: connectionName('tessera-listen') });
    client.on('error', () => extraClients.delete(client));
    await client.connect();
    extraClients.add(client);
    return client;
  }

  return {
    kind: 'postgres',
    db,
    async runPrepared<Row>(statement: PreparedStatement, values: unknown[]) {
      const result = await pool.query({ name: statement.name, text: statement.text, values });
      return result.rows as Row[];
    },
    async listen(channel, onMessage) {
      const client = await dedicatedClient();
      client.on('notification', (n) => {
        if (n.channel === channel) onMessage(n.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        extraClients.delete(client);
        await client.end().catch(() => undefined);
      };
    },
    leases,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await leases.close();
      await Promise.all([...extraClients].map((c) => c.end().catch(() => undefined)));
      extraClients.clear();
      await db.destroy();
    },
  };
}
