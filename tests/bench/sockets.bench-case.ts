import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgresDatabase } from '../support/fresh-postgres';
import { startServerProcess, waitForExit } from '../support/process';
import { startLiveLoad } from './live-load';
import { progress, round } from './stats';

/** Resident memory of a process, from the kernel's own account. */
function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? Number.NaN) * 1024;
}

/**
 * Sockets on ONE server instance, run as its own process (so its memory is its own): `sockets`
 * sockets over `courses` modules, comments written through that same instance at a steady rate,
 * each timed from just before its POST to its arrival on every socket watching its module.
 * Memory per socket: the server's resident memory growth from the warm-up's sockets to all of them, per socket.
 * On the environment's database: PostgreSQL + NATS when DATABASE_URL is set, else embedded defaults.
 */
export async function benchSockets(options: {
  sockets?: number;
  courses?: number;
  comments?: number;
  smoke?: boolean;
}) {
  const sockets = options.smoke ? 100 : (options.sockets ?? 5000);
  const courses = options.courses ?? (options.smoke ? 10 : 100);
  const comments = options.comments ?? (options.smoke ? 20 : 300);
  const writesPerSecond = 20;
  const postgres = process.env.DATABASE_URL
    ? await freshPostgresDatabase(process.env.DATABASE_URL, 'tessera_bench')
    : null;
  const env = {
    DATABASE_URL: postgres?.url,
    NATS_URL: postgres ? process.env.NATS_URL : undefined,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-sockets-')),
  };
  progress(`sockets: starting a server process (${postgres ? 'PostgreSQL + NATS' : 'embedded'})`);
  const server = await startServerProcess(env);
  try {
    const load = await startLiveLoad({ writeUrl: server.url, watchUrl: server.url, courses });
    try {
      const warmupSockets = Math.min(100, Math.ceil(sockets / 10));
      await load.openSockets(warmupSockets);
      await load.writeComments('warmup', Math.min(comments, 50), writesPerSecond);
      await sleep(1000);
      const before = residentBytes(server.child.pid!);
      progress(`sockets: opening ${sockets} sockets over ${courses} modules`);
      await load.openSockets(sockets);
      await sleep(1000);
      const after = residentBytes(server.child.pid!);
      progress(`sockets: ${comments} comments at ${writesPerSecond}/s`);
      const delivery = await load.writeComments('measured', comments, writesPerSecond);
      progress(`sockets: ${delivery.deliveries}/${delivery.expectedDeliveries} deliveries, p99 ${delivery.p99Ms} ms`);
      return {
        sockets,
        courses,
        comments,
        writesPerSecond,
        writeToDelivery: delivery,
        serverResidentMb: round(after / 2 ** 20, 1),
        // When the process shrank meanwhile (PGlite hands memory back), its growth says nothing of the sockets.
        ...(after > before
          ? { memoryPerSocketKb: round((after - before) / (sockets - warmupSockets) / 1024, 1) }
          : {
              memoryPerSocket: `not measurable: the server's resident size fell by ${round((before - after) / 2 ** 20, 1)} MB meanwhile`,
            }),
        note: 'one server process; the bench client (every socket) shares the 2 cores',
      };
    } finally {
      await load.close();
    }
  } finally {
    // Gone before the next case starts: its 5,000 sockets closing would be that case's load.
    server.child.kill();
    await waitForExit(server.child);
    await postgres?.drop().catch(() => undefined);
  }
}
