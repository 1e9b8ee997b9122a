/**
 * `npm run bench:failover`: three server instances on PostgreSQL + NATS, sharing out the work.
 * Ten times, the instance holding the relay's lease is killed (SIGKILL) and the time until every
 * lease it held runs on another is measured; the killed one is started again. Then, with saves
 * running through every instance, PostgreSQL goes away (every backend terminated; then out of
 * reach for two seconds): the time until saves succeed again. Then /api/health and a save are
 * timed on an idle instance and while heavy jobs run on it. Last, one is stopped with SIGTERM
 * while live sockets on it reconnect at once: the time until its leases run elsewhere (handover)
 * and until it exits (drain). Also counts each instance's PostgreSQL connections. Prints one JSON
 * document.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freshPostgresDatabase } from '../support/fresh-postgres';
import WebSocket from 'ws';
import { startCuttableProxy } from '../support/cuttable-proxy';
import { leaseHolders } from '../support/lease-holders';
import { startServerProcess, waitForExit } from '../support/process';
import { registerUser } from '../support/server';
import { latencyDuringHeavyWork } from './faults/latency-during-heavy-work';
import { savesBackAfterOutage } from './faults/saves-back-after-outage';
import { percentile, round } from './stats';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const KILLS = Number(process.env.BENCH_KILLS ?? 10);
const INSTANCES = 3;
const SOCKETS_ON_LEAVING = 20;

const fresh = await freshPostgresDatabase(DATABASE_URL, 'tessera_failover');
// The instances reach PostgreSQL through a proxy that can cut them off, as a restart does.
const target = new URL(fresh.url);
const proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
const throughProxy = new URL(fresh.url);
throughProxy.port = new URL(proxy.url).port;
const env = {
  DATABASE_URL: throughProxy.toString(),
  AI_DAILY_LIMIT_PER_USER: '100000',
  AI_DAILY_LIMIT_PER_ORG: '100000',
  NATS_URL,
  JWT_SECRET: 'failover bench secret, long enough for signing',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'tessera-failover-')),
  DRAIN_SECONDS: process.env.DRAIN_SECONDS ?? '1',
};
const watcher = new pg.Client({ connectionString: fresh.url });
await watcher.connect();

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
}

const instances = await Promise.all(Array.from({ length: INSTANCES }, () => startServerProcess(env)));
const names = Object.keys((await (await fetch(`${instances[0]!.url}/api/ready`)).json()).checks.leases);
const holders = () => leaseHolders(watcher, names);
const pids = () => instances.map((i) => i.child.pid!);
const allHeld = (held: Map<string, number | null>) => [...held.values()].every((p) => p !== null && pids().includes(p));
/** Waits until `pid`'s leases (as they were in `before`) are all held by other instances; answers the ms since `from`. */
async function handedOver(before: Map<string, number | null>, pid: number, from: number) {
  const its = names.filter((n) => before.get(n) === pid);
  await until(holders, (held) =>
    its.every((n) => {
      const h = held.get(n);
      return h !== null && h !== undefined && h !== pid;
    }),
  );
  return performance.now() - from;
}

const failovers: number[] = [];
try {
  for (let kill = 0; kill < KILLS; kill++) {
    const before = await until(holders, allHeld);
    const leader = before.get('relay')!;
    const index = instances.findIndex((i) => i.child.pid === leader);
    const killedAt = performance.now();
    instances[index]!.child.kill('SIGKILL');
    failovers.push(await handedOver(before, leader, killedAt));
    await waitForExit(instances[index]!.child);
    instances[index] = await startServerProcess(env);
    process.stderr.write(`kill ${kill + 1}: every lease elsewhere in ${round(failovers.at(-1)!)} ms\n`);
  }

  // Let the restarted instance take its share, then count everyone's connections.
  await until(holders, (held) => allHeld(held) && pids().every((p) => [...held.values()].includes(p)));
  const { rows } = await watcher.query<{ app: string; connections: number }>(
    `SELECT application_name AS app, count(*)::int AS connections FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() GROUP BY application_name ORDER BY 1`,
  );
  const held = await holders();
  const perInstance = instances.map((i) => {
    const pid = i.child.pid!;
    const mine = rows.filter((r) => r.app.endsWith(`:${pid}`));
    return {
      leases: [...held.values()].filter((p) => p === pid).length,
      connections: Object.fromEntries(mine.map((r) => [r.app.split(' ')[0], r.connections])),
    };
  });

  const author = await registerUser(instances[0]!.url, 'Bench');
  const courseIds: string[] = [];
  for (const _ of instances)
    courseIds.push((await author.api.post('/courses/', { course: { title: 't-0' } })).body.course.id);
  process.stderr.write('PostgreSQL going away under saves…\n');
  const postgresOutage = await savesBackAfterOutage({
    instances,
    token: author.token,
    courseIds,
    proxy,
    databaseUrl: fresh.url,
    downMs: 2000,
  });
  process.stderr.write('health and saves during heavy work…\n');
  const heavyWork = await latencyDuringHeavyWork({
    url: instances[0]!.url,
    token: author.token,
    courseId: courseIds[0]!,
  });

  const before = await until(holders, allHeld);
  const leaving = instances[0]!;
  // Open editors on it: told it goes (1001), each reconnects 100 ms later, as the web app does.
  let reconnecting = true;
  const openSocket = () => {
    const ws = new WebSocket(`${leaving.url.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(author.token)}`);
    ws.on('error', () => undefined);
    ws.on('close', () => reconnecting && setTimeout(openSocket, 100));
  };
  for (let i = 0; i < SOCKETS_ON_LEAVING; i++) openSocket();
  await new Promise((r) => setTimeout(r, 1000));
  const stoppedAt = performance.now();
  leaving.child.kill('SIGTERM');
  const handoverMs = await handedOver(before, leaving.child.pid!, stoppedAt);
  await waitForExit(leaving.child);
  const drainMs = performance.now() - stoppedAt;
  reconnecting = false;

  const sorted = [...failovers].sort((x, y) => x - y);
  console.log(
    JSON.stringify(
      {
        leases: names.length,
        failoverMs: { kills: KILLS, p50: round(percentile(sorted, 50)), max: round(sorted.at(-1)!) },
        postgresOutage,
        heavyWork,
        sigterm: {
          drainSeconds: Number(env.DRAIN_SECONDS),
          reconnectingSockets: SOCKETS_ON_LEAVING,
          handoverMs: round(handoverMs),
          exitMs: round(drainMs),
        },
        perInstance,
      },
      null,
      2,
    ),
  );
} finally {
  for (const i of instances) i.child.kill('SIGKILL');
  await Promise.all(instances.map((i) => waitForExit(i.child)));
  await watcher.end();
  await proxy.close();
  await fresh.drop();
}
