import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database, PreparedStatement } from '../../src/platform/db/database';
import { PostgresEventStore } from '../../src/platform/eventstore/postgres/store';
import type { EventMetadata, NewEvent } from '../../src/platform/eventstore/types';
import { openBenchDatabase } from './database';
import { baselineDrift, latencySummary, now, progress, round } from './stats';

const STREAMS_PER_WRITER = 20;
/**
 * Ours and the baseline take turns this many times, so a burst of load elsewhere hits both alike
 * (two turns of 0.3 s each let one burst decide the ratio: run 4 of issue 46's note).
 */
const ROUNDS = 4;

type Sizes = { totalAppends: number; warmupPerWriter: number };
/** One single-event append by `writer`, its `i`-th. */
type AppendOne = (writer: number, i: number) => Promise<void>;

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
 * The rows both sides write: each writer round-robin over its own streams, every append one event
 * at the next version of its stream (a writer's appends run one after the other).
 */
function eventSource(writers: number, run: string) {
  const versions = Array.from({ length: writers }, () => new Array<number>(STREAMS_PER_WRITER).fill(-1));
  const metadata = { userId: 'bench-user', orgId: 'bench-org', correlationId: run };
  return (writer: number, i: number) => {
    const stream = i % STREAMS_PER_WRITER;
    const version = ++versions[writer]![stream]!;
    const event: NewEvent & { metadata: EventMetadata } = { ...courseEvent(writer, stream, version), metadata };
    return { streamId: `course-bench-${run}-w${writer}s${stream}`, version, event };
  };
}

/** Our append: the store's normal optimistic path, with the expected version the writer knows. */
function ourAppend(store: PostgresEventStore, writers: number, run: string): AppendOne {
  const next = eventSource(writers, `${run}-ours`);
  return async (writer, i) => {
    const { streamId, version, event } = next(writer, i);
    await store.appendToStream(streamId, [event], { expectedVersion: version === 0 ? 'no_stream' : version - 1 });
  };
}

/**
 * The ceiling: one autocommitted INSERT of the same row into a copy of `events` with its columns,
 * defaults and indexes (LIKE … INCLUDING ALL), so the baseline pays for the same index updates,
 * WAL and commit as an append does, and nothing else: no expected-version check, no stream lock.
 * (The copy shares the position sequence of `events`; harmless, the two never run at once.)
 */
async function rawInsert(database: Database, writers: number, run: string): Promise<AppendOne> {
  await sql`CREATE TABLE IF NOT EXISTS bench_raw_events (LIKE events INCLUDING ALL)`.execute(database.db);
  const next = eventSource(writers, `${run}-raw`);
  return async (writer, i) => {
    const { streamId, version, event } = next(writer, i);
    await sql`INSERT INTO bench_raw_events (event_id, stream_id, version, type, data, metadata)
              VALUES (${randomUUID()}::uuid, ${streamId}, ${version}, ${event.type},
                      ${JSON.stringify(event.data)}::jsonb, ${JSON.stringify(event.metadata)}::jsonb)`.execute(
      database.db,
    );
  };
}

const PREPARED_RAW_INSERT: PreparedStatement = {
  name: 'bench_raw_insert',
  text: `INSERT INTO bench_raw_events (event_id, stream_id, version, type, data, metadata)
         VALUES ($1::uuid, $2, $3, $4, $5::jsonb, $6::jsonb)`,
};

/**
 * The same INSERT as a statement prepared once per connection, as our append's is: shown beside
 * the ratio so that the ratio's share owed to preparing is plain.
 */
function preparedRawInsert(database: Database, writers: number, run: string): AppendOne {
  const next = eventSource(writers, `${run}-prepared`);
  return async (writer, i) => {
    const { streamId, version, event } = next(writer, i);
    await database.runPrepared(PREPARED_RAW_INSERT, [
      randomUUID(),
      streamId,
      version,
      event.type,
      JSON.stringify(event.data),
      JSON.stringify(event.metadata),
    ]);
  };
}

type Timed = { elapsedMs: number; latencies: number[] };

/** `writers` concurrent loops of `perWriter` appends each, from the writer's `from`-th on. */
async function timeWriters(writers: number, perWriter: number, from: number, append: AppendOne): Promise<Timed> {
  const latencies: number[] = [];
  const started = now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = from; i < from + perWriter; i++) {
        const t0 = now();
        await append(w, i);
        latencies.push(now() - t0);
      }
    }),
  );
  return { elapsedMs: now() - started, latencies };
}

const rate = (timed: Timed) => (timed.latencies.length / timed.elapsedMs) * 1000;

function summary(writers: number, runs: Timed[]) {
  const elapsedMs = runs.reduce((sum, r) => sum + r.elapsedMs, 0);
  const latencies = runs.flatMap((r) => r.latencies);
  return {
    writers,
    appends: latencies.length,
    eventsPerAppend: 1,
    elapsedMs: round(elapsedMs, 1),
    eventsPerSec: round((latencies.length / elapsedMs) * 1000, 1),
    latency: latencySummary(latencies),
  };
}

/** Ours and the raw baseline on one database and pool (same connection count), taking turns. */
async function runCase(writers: number, sizes: Sizes) {
  const database = await openBenchDatabase({ poolSize: Math.max(10, writers + 2) });
  const store = new PostgresEventStore(database);
  const run = randomUUID().slice(0, 8);
  try {
    const sides = {
      ours: ourAppend(store, writers, run),
      baseline: await rawInsert(database, writers, run),
      preparedBaseline: preparedRawInsert(database, writers, run),
    };
    // Warm-up: connections, plans, JIT, the first version of every stream; not measured.
    for (const append of Object.values(sides)) await timeWriters(writers, sizes.warmupPerWriter, 0, append);

    const perRound = Math.max(1, Math.floor(sizes.totalAppends / writers / ROUNDS));
    const runs: Record<keyof typeof sides, Timed[]> = { ours: [], baseline: [], preparedBaseline: [] };
    for (let r = 0; r < ROUNDS; r++) {
      const from = sizes.warmupPerWriter + r * perRound;
      for (const side of Object.keys(sides) as (keyof typeof sides)[]) {
        runs[side].push(await timeWriters(writers, perRound, from, sides[side]));
      }
    }
    const ours = summary(writers, runs.ours);
    const baseline = summary(writers, runs.baseline);
    const preparedBaseline = summary(writers, runs.preparedBaseline);
    return {
      ...ours,
      baseline,
      ratio: round(ours.eventsPerSec / baseline.eventsPerSec, 3),
      preparedBaseline,
      ratioToPrepared: round(ours.eventsPerSec / preparedBaseline.eventsPerSec, 3),
      baselineDrift: baselineDrift(rate(runs.baseline[0]!), rate(runs.baseline[ROUNDS - 1]!)),
    };
  } finally {
    await store.close();
    await database.close();
  }
}

/**
 * Single-event appends by 1 and 8 writers, each measured against the raw insert rate of the same
 * database and connections in the same run: `ratio` = ours / baseline.
 */
export async function benchAppend(options: { totalAppends?: number; writerCounts?: number[]; smoke?: boolean } = {}) {
  const sizes: Sizes = options.smoke
    ? { totalAppends: 80, warmupPerWriter: 3 }
    : { totalAppends: options.totalAppends ?? 8000, warmupPerWriter: 25 };
  const results: Record<string, Awaited<ReturnType<typeof runCase>>> = {};
  for (const writers of options.writerCounts ?? [1, 8]) {
    progress(`append: ${writers} writer(s), ${sizes.totalAppends} single-event appends, and as many raw inserts`);
    const result = await runCase(writers, sizes);
    progress(
      `append: ${writers} writer(s) → ${result.eventsPerSec} events/s (raw insert ${result.baseline.eventsPerSec}/s, ratio ${result.ratio}; prepared ${result.preparedBaseline.eventsPerSec}/s, ratio ${result.ratioToPrepared}), p50 ${result.latency.p50Ms} ms, p99 ${result.latency.p99Ms} ms`,
    );
    results[`writers${writers}`] = result;
  }
  return results;
}
