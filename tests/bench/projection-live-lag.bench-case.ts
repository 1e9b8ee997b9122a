import { setTimeout as sleep } from 'node:timers/promises';
import { PostgresEventStore } from '../../src/platform/eventstore/postgres/store';
import {
  type BatchHandler,
  comparePositions,
  type EventStore,
  type Position,
  START,
} from '../../src/platform/eventstore/types';
import { createLogger } from '../../src/platform/logger';
import { ProjectionRunner } from '../../src/platform/projections/runner';
import { courseListProjection } from '../../src/modules/courses/read-models/course-list';
import { openBenchDatabase } from './database';
import { latencySummary, now, progress, round } from './stats';

/**
 * Live lag of the course list: a writer appends one CourseRenamed at a time, on a fixed schedule of
 * `eventsPerSec` over `courses` course streams (open loop: a slow append does not delay the next
 * one, up to `maxInFlight`), while the runner projects live. One sample per append: from the
 * append returning to the runner's transaction that moved the checkpoint past it having committed.
 */
export async function benchProjectionLiveLag(
  options: { eventsPerSec?: number; seconds?: number; courses?: number; maxInFlight?: number; smoke?: boolean } = {},
) {
  const eventsPerSec = options.eventsPerSec ?? 500;
  const seconds = options.smoke ? 1 : (options.seconds ?? 10);
  const courseCount = options.courses ?? 50;
  const maxInFlight = options.maxInFlight ?? 8;
  const database = await openBenchDatabase();
  const store = new PostgresEventStore(database);
  // Appends waiting for the projection, and where it has committed to (seen when its batch handler returns).
  const pending: Array<{ position: Position; returnedAt: number }> = [];
  const samples: number[] = [];
  const batchSizes: number[] = [];
  let projected = START;
  let measuring = false;
  // The store as the runner sees it, with each committed batch watched.
  const watched: EventStore = Object.assign(Object.create(store) as EventStore, {
    subscribeToAll: (subscribeOptions: Parameters<EventStore['subscribeToAll']>[0], handler: BatchHandler) =>
      store.subscribeToAll(subscribeOptions, async (batch) => {
        await handler(batch);
        const at = now();
        projected = batch[batch.length - 1]!.position;
        if (measuring) batchSizes.push(batch.length);
        for (let i = pending.length - 1; i >= 0; i--) {
          if (comparePositions(projected, pending[i]!.position) < 0) continue;
          samples.push(at - pending[i]!.returnedAt);
          pending.splice(i, 1);
        }
      }),
  });
  const runner = new ProjectionRunner(database, watched, [courseListProjection], createLogger('silent'));
  try {
    const orgId = 'org-lag';
    const metadata = { userId: 'bench-user', orgId, correlationId: 'lag', changeId: 'lag' };
    const courseIds = Array.from({ length: courseCount }, (_, c) => `lag${String(c).padStart(4, '0')}`);
    for (const courseId of courseIds) {
      const data = { courseId, orgId, createdBy: 'bench-user', title: `Lag ${courseId}`, description: 'Live lag' };
      await store.appendToStream(`course-${courseId}`, [{ type: 'CourseCreated', data, metadata }], {
        expectedVersion: 'no_stream',
      });
    }
    runner.start();
    if (!(await runner.waitFor(courseListProjection.name, await store.headPosition(), 60_000)))
      throw new Error('the course list did not catch up with the setup events');

    progress(`projection lag: ${eventsPerSec} events/s for ${seconds} s over ${courseCount} courses`);
    measuring = true;
    const total = Math.round(eventsPerSec * seconds);
    const inFlight = new Set<Promise<void>>();
    let behindSchedule = 0;
    const started = now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / eventsPerSec;
      if (due > now()) await sleep(due - now());
      else if (now() - due > 50) behindSchedule++;
      while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
      const courseId = courseIds[i % courseCount]!;
      const append = store
        .appendToStream(
          `course-${courseId}`,
          [{ type: 'CourseRenamed', data: { courseId, title: `Lag ${i}` }, metadata }],
          {
            expectedVersion: 'any',
          },
        )
        .then(({ position }) => {
          // Projected before this call saw its result: no lag to measure.
          if (comparePositions(projected, position) >= 0) samples.push(0);
          else pending.push({ position, returnedAt: now() });
        });
      inFlight.add(append);
      void append.finally(() => inFlight.delete(append));
    }
    await Promise.all(inFlight);
    const writeMs = now() - started;
    if (!(await runner.waitFor(courseListProjection.name, await store.headPosition(), 60_000)))
      throw new Error('the course list did not catch up with the written events');

    const result = {
      events: total,
      targetEventsPerSec: eventsPerSec,
      achievedEventsPerSec: round((total / writeMs) * 1000, 0),
      /** Appends started more than 50 ms after their slot (the writer could not keep the pace). */
      behindSchedule,
      liveBatches: batchSizes.length,
      meanBatchSize: round(batchSizes.reduce((a, b) => a + b, 0) / batchSizes.length, 1),
      lag: latencySummary(samples),
    };
    progress(`projection lag: p50 ${result.lag.p50Ms} ms, p99 ${result.lag.p99Ms} ms`);
    return result;
  } finally {
    await runner.stop();
    await store.close();
    await database.close();
  }
}
