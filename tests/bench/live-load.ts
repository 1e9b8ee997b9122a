import { setTimeout as sleep } from 'node:timers/promises';
import { apiClient } from '../support/server';
import { courseRoom } from '../../src/modules/courses/live-rooms';
import { latencySummary, now, progress } from './stats';
import { connectTimedLive } from './timed-live-client';

type Socket = Awaited<ReturnType<typeof connectTimedLive>>;

/**
 * Live collaboration load: modules watched by many sockets (spread evenly), and comments written at
 * a steady rate, each timed from just before its POST to its arrival on every socket watching its
 * module. Comments are written through `writeUrl`; sockets connect to `watchUrl` (the same server,
 * or another instance).
 */
export async function startLiveLoad(options: { writeUrl: string; watchUrl: string; courses: number }) {
  const registered = await apiClient(options.writeUrl).post('/auth/register', {
    email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'correct horse battery',
    first_name: 'Bench',
    last_name: 'Author',
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
  const token = registered.body.token as string;
  const api = apiClient(options.writeUrl, token);
  const courses: { id: string; blockId: string }[] = [];
  for (let c = 0; c < options.courses; c++) {
    const { status, body } = await api.post('/courses/', { course: { title: `Bench ${c}` } });
    if (status !== 201) throw new Error(`create course failed: ${status}`);
    courses.push({ id: body.course.id, blockId: body.course.blocks[0].id });
  }

  const sockets: Socket[] = [];
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

  /** How many sockets watch each module. */
  const watchers = new Map<string, number>();

  /** Opens sockets (50 at a time) until there are `count`, each joining the next module in turn. */
  async function openSockets(count: number) {
    while (sockets.length < count) {
      const first = sockets.length;
      const batch = Math.min(50, count - first);
      await Promise.all(
        Array.from({ length: batch }, async (_, k) => {
          // Chosen before the first await: the batch's sockets go to 50 modules, not all to one.
          const course = courses[(first + k) % courses.length]!;
          const socket = await connectTimedLive(options.watchUrl, token, onMessage);
          sockets.push(socket);
          const watching = socket.next((m) => m.type === 'joined');
          socket.send({ v: 2, type: 'join', room: courseRoom(course.id) });
          await watching;
          watchers.set(course.id, (watchers.get(course.id) ?? 0) + 1);
        }),
      );
      if (sockets.length % 1000 === 0) progress(`live: ${sockets.length} sockets open`);
    }
  }

  /** Writes `count` comments at `perSecond`, one module after another, and waits for every delivery. */
  async function writeComments(label: string, count: number, perSecond: number) {
    samples = [];
    sentAt.clear();
    for (let i = 0; i < count; i++) {
      const course = courses[i % courses.length]!;
      const content = `${label}-${i}`;
      const t0 = now();
      sentAt.set(content, t0);
      const res = await api.post('/comments/', { courseId: course.id, blockId: course.blockId, content });
      if (res.status !== 201) throw new Error(`comment failed: ${res.status}`);
      await sleep(Math.max(0, 1000 / perSecond - (now() - t0)));
    }
    const watching = (i: number) => watchers.get(courses[i % courses.length]!.id) ?? 0;
    const spreadOver = (counts: number[]) => ({ min: Math.min(...counts), max: Math.max(...counts) });
    const expected = Array.from({ length: count }, (_, i) => watching(i)).reduce((a, b) => a + b, 0);
    const deadline = Date.now() + 20_000;
    while (samples.length < expected && Date.now() < deadline) await sleep(20);
    return {
      sockets: sockets.length,
      deliveries: samples.length,
      expectedDeliveries: expected,
      socketsPerModule: spreadOver(courses.map((c) => watchers.get(c.id) ?? 0)),
      ...latencySummary(samples),
    };
  }

  return {
    openSockets,
    writeComments,
    socketCount: () => sockets.length,
    close: () => Promise.all(sockets.map((s) => s.close())),
  };
}
