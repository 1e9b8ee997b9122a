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
import { apiClient } from '../support/server';
import { latencySummary, now, percentile, progress } from './stats';
import { connectTimedLive } from './timed-live-client';
import { courseRoom } from '../../src/modules/courses/live-rooms';

const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const COURSES = 100;
const COMMENTS = 300;
const RAMP = [1000, 1250, 1500, 1750, 2000, 2500, 3000, 4000];
/** A steady stream of comments, as people write them, not a flood: latency, not write throughput. */
const WRITES_PER_SECOND = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Socket = Awaited<ReturnType<typeof connectTimedLive>>;

async function main() {
  const db = await freshPostgresDatabase(PG_URL, 'tessera_bench');
  const env = { DATABASE_URL: db.url, NATS_URL, JWT_SECRET: randomBytes(32).toString('hex') };
  const a = await startServerProcess({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-a-')) });
  const b = await startServerProcess({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-b-')) });
  const sockets: Socket[] = [];
  try {
    const registered = await apiClient(a.url).post('/auth/register', {
      email: `bench-${Date.now()}@example.com`,
      password: 'correct horse battery',
      first_name: 'Bench',
      last_name: 'Author',
    });
    const token = registered.body.token as string;
    const api = apiClient(a.url, token);
    const courses: { id: string; blockId: string }[] = [];
    for (let c = 0; c < COURSES; c++) {
      const { body } = await api.post('/courses/', { course: { title: `Bench ${c}` } });
      courses.push({ id: body.course.id, blockId: body.course.blocks[0].id });
    }

    const sentAt = new Map<string, number>();
    let samples: number[] = [];
    const onMessage = ({
      at,
      message,
    }: {
      at: number;
      message: { type: string; event?: { name?: string; data: unknown } };
    }) => {
      if (message.type !== 'event' || message.event?.name !== 'newComment') return;
      const t0 = sentAt.get((message.event.data as { content: string }).content);
      if (t0 !== undefined) samples.push(at - t0);
    };
    const openSockets = async (count: number) => {
      while (sockets.length < count) {
        const batch = Math.min(50, count - sockets.length);
        await Promise.all(
          Array.from({ length: batch }, async () => {
            const course = courses[sockets.length % COURSES]!;
            const socket = await connectTimedLive(b.url, token, onMessage);
            sockets.push(socket);
            const watching = socket.next((m) => m.type === 'joined');
            socket.send({ v: 2, type: 'join', room: courseRoom(course.id) });
            await watching;
          }),
        );
      }
    };
    /** Writes comments one course after another at a steady WRITES_PER_SECOND, and collects every delivery on B. */
    const round_ = async (label: string) => {
      samples = [];
      sentAt.clear();
      for (let i = 0; i < COMMENTS; i++) {
        const course = courses[i % COURSES]!;
        const content = `${label}-${i}`;
        const t0 = now();
        sentAt.set(content, t0);
        const res = await api.post('/comments/', { courseId: course.id, blockId: course.blockId, content });
        if (res.status !== 201) throw new Error(`comment failed: ${res.status}`);
        await sleep(Math.max(0, 1000 / WRITES_PER_SECOND - (now() - t0)));
      }
      const expected = (COMMENTS * sockets.length) / COURSES;
      const deadline = Date.now() + 20_000;
      while (samples.length < expected && Date.now() < deadline) await sleep(20);
      return {
        sockets: sockets.length,
        deliveries: samples.length,
        expectedDeliveries: expected,
        ...latencySummary(samples),
      };
    };

    progress('warm-up');
    await openSockets(100);
    await round_('warmup');

    progress('1,000 sockets over 100 courses');
    await openSockets(1000);
    const at1000 = await round_('s1000');

    const ramp = [];
    for (const count of RAMP.slice(1)) {
      progress(`${count} sockets`);
      try {
        await openSockets(count);
      } catch (error) {
        ramp.push({ sockets: sockets.length, error: error instanceof Error ? error.message : String(error) });
        break;
      }
      const result = await round_(`s${count}`);
      ramp.push(result);
      if (percentile(samples, 99) > 100) break;
    }
    const within = [at1000, ...ramp]
      .filter((r) => 'p99Ms' in r && (r as { p99Ms: number }).p99Ms <= 100)
      .map((r) => r.sockets);
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
    await Promise.all(sockets.map((s) => s.close()));
    a.child.kill();
    b.child.kill();
    await db.drop().catch(() => undefined);
  }
}

await main();
