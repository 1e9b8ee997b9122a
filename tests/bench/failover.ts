/**
 * `npm run bench:failover`: two server instances on PostgreSQL + NATS; ten times, the instance
 * holding the relay's lease is killed (SIGKILL) and the time until the other holds it is measured,
 * then the killed one is started again. Also counts each instance's PostgreSQL connections.
 * Prints one JSON document.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { LEASES_APPLICATION } from '../../src/platform/db/postgres-leases';
import { freshPostgresDatabase } from '../support/fresh-postgres';
import { startServerProcess, waitForExit } from '../support/process';
import { percentile, round } from './stats';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const KILLS = Number(process.env.BENCH_KILLS ?? 10);
const LEASE = 'relay';

const fresh = await freshPostgresDatabase(DATABASE_URL, 'tessera_failover');
const env = {
  DATABASE_URL: fresh.url,
  NATS_URL,
  JWT_SECRET: 'failover bench secret, long enough for signing',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'tessera-failover-')),
};
const watcher = new pg.Client({ connectionString: fresh.url });
await watcher.connect();

/** The server process (its pid) holding `LEASE`, read from its lease connection's name. */
async function holder(): Promise<number | null> {
  const { rows } = await watcher.query<{ app: string }>(
    `SELECT a.application_name AS app FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE l.locktype = 'advisory' AND l.granted AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended($1, 0)`,
    [LEASE],
  );
  const app = rows[0]?.app ?? '';
  // `tessera-leases <host>:<pid>`
  return app.startsWith(LEASES_APPLICATION) ? Number(app.split(':').at(-1)) : null;
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
}

const instances = [await startServerProcess(env), await startServerProcess(env)];
const failovers: number[] = [];
try {
  for (let kill = 0; kill < KILLS; kill++) {
    const leader = await until(holder, (pid) => pid !== null);
    const index = instances.findIndex((i) => i.child.pid === leader);
    if (index < 0) throw new Error(`the lease is held by ${leader}, not by an instance of this bench`);
    const killedAt = performance.now();
    instances[index]!.child.kill('SIGKILL');
    await until(holder, (pid) => pid !== null && pid !== leader);
    failovers.push(performance.now() - killedAt);
    await waitForExit(instances[index]!.child);
    instances[index] = await startServerProcess(env);
    process.stderr.write(`kill ${kill + 1}: ${round(failovers.at(-1)!)} ms\n`);
  }
  const { rows } = await watcher.query<{ app: string; connections: number }>(
    `SELECT application_name AS app, count(*)::int AS connections FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() GROUP BY application_name ORDER BY 1`,
  );
  const sorted = [...failovers].sort((x, y) => x - y);
  console.log(
    JSON.stringify(
      {
        failoverMs: { kills: KILLS, p50: round(percentile(sorted, 50)), max: round(sorted.at(-1)!) },
        connectionsByApplication: Object.fromEntries(rows.map((r) => [r.app || '(pool)', r.connections])),
      },
      null,
      2,
    ),
  );
} finally {
  for (const i of instances) i.child.kill('SIGKILL');
  await Promise.all(instances.map((i) => waitForExit(i.child)));
  await watcher.end();
  await fresh.drop();
}
