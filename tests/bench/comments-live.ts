/**
 * npm run bench:comments — comments live across instances, on PostgreSQL and NATS (DATABASE_URL,
 * NATS_URL; defaults the local servers). Two server processes share one fresh database: comments
 * are written through instance A; sockets are connected to instance B. Prints one JSON document:
 * - comment write → delivery on B, p50/p99, with 1,000 sockets over 100 courses;
 * - a ramp of sockets on B (one course each of 100) until the delivery p99 passes 100 ms.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgresDatabase } from '../support/fresh-postgres';
import { startServerProcess } from '../support/process';
import { startLiveLoad } from './live-load';
import { progress } from './stats';

const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const COURSES = 100;
const COMMENTS = 300;
const RAMP = [1000, 2000, 3000, 4000, 5000, 6000, 8000];
/** A steady stream of comments, as people write them, not a flood: latency, not write throughput. */
const WRITES_PER_SECOND = 20;

async function main() {
  const db = await freshPostgresDatabase(PG_URL, 'tessera_bench');
  const env = { DATABASE_URL: db.url, NATS_URL, JWT_SECRET: randomBytes(32).toString('hex') };
  const a = await startServerProcess({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-a-')) });
  const b = await startServerProcess({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-b-')) });
  const load = await startLiveLoad({ writeUrl: a.url, watchUrl: b.url, courses: COURSES });
  try {
    progress('warm-up');
    await load.openSockets(100);
    await load.writeComments('warmup', COMMENTS, WRITES_PER_SECOND);

    progress('1,000 sockets over 100 courses');
    await load.openSockets(1000);
    const at1000 = await load.writeComments('s1000', COMMENTS, WRITES_PER_SECOND);

    const ramp = [];
    for (const count of RAMP.slice(1)) {
      progress(`${count} sockets`);
      try {
        await load.openSockets(count);
      } catch (error) {
        ramp.push({ sockets: load.socketCount(), error: error instanceof Error ? error.message : String(error) });
        break;
      }
      const result = await load.writeComments(`s${count}`, COMMENTS, WRITES_PER_SECOND);
      ramp.push(result);
      if (result.p99Ms > 100) break;
    }
    const within = [at1000, ...ramp].filter((r) => 'p99Ms' in r && r.p99Ms <= 100).map((r) => r.sockets);
    process.stdout.write(
      `${JSON.stringify(
        {
          target: 'postgres+nats, 2 server processes',
          commentToDeliveryOnOtherInstance: at1000,
          ramp,
          socketsWithP99Within100Ms: within.length ? Math.max(...within) : 0,
          note: `${COMMENTS} comments per step at ${WRITES_PER_SECOND}/s; each reaches every socket watching its course; the bench client shares the machine's 2 cores`,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await load.close();
    a.child.kill();
    b.child.kill();
    await db.drop().catch(() => undefined);
  }
}

await main();
