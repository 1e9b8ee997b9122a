import { setTimeout as sleep } from 'node:timers/promises';
import { registerUser, startTestServer } from '../support/server';
import { openBenchDatabase } from './database';
import { latencySummary, now, progress, round } from './stats';
import { connectTimedLive } from './timed-live-client';
import { courseRoom } from '../../src/modules/courses/live-rooms';

type Socket = Awaited<ReturnType<typeof connectTimedLive>>;

/**
 * Command → websocket latency on a real server: `renames` PUTs spread over `courses` courses,
 * each watched by `sockets / courses` sockets. One sample per delivered event per socket: from
 * just before the PUT is sent to the socket receiving that CourseRenamed (matched by its title).
 */
export async function benchLiveDelivery(
  options: { courses?: number; sockets?: number; renames?: number; putConcurrency?: number } = {},
) {
  const courseCount = options.courses ?? 10;
  const socketCount = options.sockets ?? 100;
  const renames = options.renames ?? 200;
  const putConcurrency = options.putConcurrency ?? 1;
  const watchersPerCourse = socketCount / courseCount;

  progress('live: starting server');
  const server = await startTestServer({ database: await openBenchDatabase() });
  const sockets: Socket[] = [];
  try {
    const author = await registerUser(server.url, 'Bench');
    const courses: string[] = [];
    for (let c = 0; c < courseCount; c++) {
      const res = await author.api.post('/courses/', { course: { title: `Live bench ${c}` } });
      if (res.status !== 201) throw new Error(`create course failed: ${res.status} ${JSON.stringify(res.body)}`);
      courses.push(res.body.course.id as string);
    }

    // title → when its PUT was sent; filled before the request goes out.
    const sentAt = new Map<string, number>();
    const samples: number[] = [];
    const warmupSeen = new Map<string, number>();
    let measuring = false;
    let wrongCourse = 0;
    let unexpected = 0;
    let otherMessages = 0;

    progress(`live: opening ${socketCount} sockets, ${watchersPerCourse} per course`);
    for (let start = 0; start < socketCount; start += 20) {
      // allSettled: every socket that did open is in `sockets` (and closed below) even if one fails.
      const opened = await Promise.allSettled(
        Array.from({ length: Math.min(20, socketCount - start) }, async (_, k) => {
          const courseId = courses[(start + k) % courseCount]!;
          const socket = await connectTimedLive(server.url, author.token, ({ at, message }) => {
            if (message.type !== 'event') {
              if (message.type === 'error' || message.type === 'resync') otherMessages++;
              return;
            }
            if (message.room !== courseRoom(courseId)) wrongCourse++;
            const title = (message.event.data as { title?: string } | undefined)?.title ?? '';
            if (title.startsWith('warmup-')) {
              warmupSeen.set(title, (warmupSeen.get(title) ?? 0) + 1);
              return;
            }
            const t0 = sentAt.get(title);
            if (!measuring || t0 === undefined || message.event.type !== 'CourseRenamed') {
              unexpected++;
              return;
            }
            samples.push(at - t0);
          });
          sockets.push(socket);
          const watching = socket.next((m) => m.type === 'joined' && m.room === courseRoom(courseId));
          socket.send({ v: 2, type: 'join', room: courseRoom(courseId) });
          await watching;
        }),
      );
      const failed = opened.find((o) => o.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
    }

    // Warm-up: one rename per course, awaited on every socket. This also proves the relay is live
    // (a relay that starts late begins at the head and would skip earlier events).
    progress('live: warm-up round');
    for (let c = 0; c < courseCount; c++) {
      const res = await author.api.put(`/courses/${courses[c]}`, { course: { title: `warmup-${c}` } });
      if (res.status !== 200) throw new Error(`warm-up rename failed: ${res.status}`);
    }
    const warmDeadline = Date.now() + 20_000;
    const warmDone = () => courses.every((_, c) => (warmupSeen.get(`warmup-${c}`) ?? 0) >= watchersPerCourse);
    while (!warmDone() && Date.now() < warmDeadline) await sleep(10);
    if (!warmDone()) throw new Error(`warm-up deliveries missing: ${JSON.stringify([...warmupSeen])}`);

    progress(`live: ${renames} renames (${putConcurrency} in flight)`);
    measuring = true;
    const putLatencies: number[] = [];
    let failedPuts = 0;
    let nextRename = 0;
    const started = now();
    await Promise.all(
      Array.from({ length: putConcurrency }, async () => {
        for (let i = nextRename++; i < renames; i = nextRename++) {
          const title = `bench-${i}`;
          const courseId = courses[i % courseCount]!;
          const t0 = now();
          sentAt.set(title, t0);
          const res = await author.api.put(`/courses/${courseId}`, { course: { title } });
          putLatencies.push(now() - t0);
          if (res.status !== 200) failedPuts++;
        }
      }),
    );
    const putsMs = now() - started;
    const expected = (renames - failedPuts) * watchersPerCourse;
    const deliveryDeadline = Date.now() + 15_000;
    while (samples.length < expected && Date.now() < deliveryDeadline) await sleep(10);
    const totalMs = now() - started;

    const result = {
      sockets: socketCount,
      courses: courseCount,
      renames,
      putConcurrency,
      failedPuts,
      deliveries: samples.length,
      expectedDeliveries: renames * watchersPerCourse,
      unexpectedMessages: unexpected + wrongCourse + otherMessages,
      latency: latencySummary(samples),
      put: { ...latencySummary(putLatencies), putsPerSec: round((renames / putsMs) * 1000, 1) },
      elapsedMs: round(totalMs, 0),
    };
    progress(
      `live: ${result.deliveries}/${result.expectedDeliveries} deliveries, p50 ${result.latency.p50Ms} ms, p99 ${result.latency.p99Ms} ms, max ${result.latency.maxMs} ms`,
    );
    return result;
  } finally {
    await Promise.all(sockets.map((s) => s.close()));
    await server.close();
  }
}
