import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '../../src/platform/eventstore/postgres/store';
import { openBenchDatabase } from './database';
import { latencySummary, now, progress, round } from './stats';

const STREAMS_PER_WRITER = 20;
const WARMUP_APPENDS_PER_WRITER = 25;

function courseEvent(writer: number, stream: number, version: number) {
  const courseId = `w${writer}s${stream}`;
  return version === 0
    ? {
        type: 'CourseCreated',
        data: { courseId, orgId: 'bench-org', createdBy: 'bench-user', title: 'Bench course', description: '' },
      }
    : { type: 'CourseRenamed', data: { courseId, title: `Bench course ${version}` } };
}

/**
 * `writers` loops, each appending single-event batches round-robin over its own streams with the
 * expected version it knows (the store's normal optimistic path), `totalAppends` appends in all.
 */
async function runCase(writers: number, totalAppends: number) {
  const database = await openBenchDatabase({ poolSize: Math.max(10, writers + 2) });
  const store = new PostgresEventStore(database);
  const run = `${randomUUID().slice(0, 8)}`;
  try {
    const versions = Array.from({ length: writers }, () => new Array<number>(STREAMS_PER_WRITER).fill(-1));
    const metadata = { userId: 'bench-user', orgId: 'bench-org', correlationId: run };
    const appendOne = async (writer: number, i: number) => {
      const stream = i % STREAMS_PER_WRITER;
      const row = versions[writer]!;
      const version = row[stream]! + 1;
      await store.appendToStream(
        `course-bench-${run}-w${writer}s${stream}`,
        [{ ...courseEvent(writer, stream, version), metadata }],
        {
          expectedVersion: version === 0 ? 'no_stream' : version - 1,
        },
      );
      row[stream] = version;
    };

    // Warm-up: connections, prepared plans, JIT; not measured.
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < WARMUP_APPENDS_PER_WRITER; i++) await appendOne(w, i);
      }),
    );

    const perWriter = Math.floor(totalAppends / writers);
    const latencies: number[] = [];
    const started = now();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < perWriter; i++) {
          const t0 = now();
          await appendOne(w, WARMUP_APPENDS_PER_WRITER + i);
          latencies.push(now() - t0);
        }
      }),
    );
    const elapsedMs = now() - started;
    const appends = perWriter * writers;
    return {
      writers,
      appends,
      eventsPerAppend: 1,
      elapsedMs: round(elapsedMs, 1),
      eventsPerSec: round((appends / elapsedMs) * 1000, 1),
      latency: { ...latencySummary(latencies) },
    };
  } finally {
    await store.close();
    await database.close();
  }
}

export async function benchAppend(options: { totalAppends?: number; writerCounts?: number[] } = {}) {
  const totalAppends = options.totalAppends ?? 2000;
  const results: Record<string, Awaited<ReturnType<typeof runCase>>> = {};
  for (const writers of options.writerCounts ?? [1, 8]) {
    progress(`append: ${writers} writer(s), ${totalAppends} single-event appends`);
    const result = await runCase(writers, totalAppends);
    progress(
      `append: ${writers} writer(s) → ${result.eventsPerSec} events/s, p50 ${result.latency.p50Ms} ms, p99 ${result.latency.p99Ms} ms`,
    );
    results[`writers${writers}`] = result;
  }
  return results;
}
