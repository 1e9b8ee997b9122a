import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/platform/db/database';
import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';
import { comparePositions } from '../../../src/platform/eventstore/types';
import { createLogger } from '../../../src/platform/logger';
import { readCheckpoint, writeCheckpoint } from '../../../src/platform/projections/checkpoints';
import type { Projection } from '../../../src/platform/projections/projection';
import { ProjectionRunner, rebuildProjection } from '../../../src/platform/projections/runner';
import { courseListProjection } from '../../../src/projections/course-list';
import { openTestDatabase } from '../../support/database';
import { waitUntil } from '../../support/eventually';

const created = (courseId: string, title: string) => ({
  type: 'CourseCreated',
  data: { courseId, orgId: 'org-1', createdBy: 'u1', title, description: '' },
});
const renamed = (courseId: string, title: string) => ({ type: 'CourseRenamed', data: { courseId, title } });

const rows = async (database: Database) =>
  (
    await sql<{
      course_id: string;
      title: string;
      revision: number;
    }>`SELECT course_id, title, revision, saved_at FROM course_list ORDER BY course_id`.execute(database.db)
  ).rows;

describe('projection runner', () => {
  let database: Database;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await openTestDatabase();
    store = new PostgresEventStore(database);
  });
  afterAll(async () => {
    await store.close();
    await database.close();
  });

  it('catches up, goes live, and a rebuilt read model equals the live one', async () => {
    for (let i = 0; i < 30; i++) {
      await store.appendToStream(`course-c${i}`, [created(`c${i}`, `t${i}`)], { expectedVersion: 'no_stream' });
    }
    const runner = new ProjectionRunner(database, store, [courseListProjection], createLogger('silent'));
    runner.start();
    const last = await store.appendToStream('course-c3', [renamed('c3', 'live rename')], { expectedVersion: 0 });
    expect(await runner.waitFor('course_list', last.position)).toBe(true);
    const live = await rows(database);
    expect(live).toHaveLength(30);
    expect(live.find((r) => r.course_id === 'c3')).toMatchObject({ title: 'live rename', revision: 1 });
    await runner.stop();

    const { events } = await rebuildProjection(database, store, courseListProjection);
    expect(events).toBeGreaterThanOrEqual(31);
    expect(await rows(database)).toEqual(live);
  });

  it('a projection that throws retries that same event with growing pauses, never skips it, and reports failed until it gets past it', async () => {
    const seen: string[] = [];
    let healed = false;
    const broken: Projection = {
      name: 'broken',
      migrations: {},
      handles: new Set(['Poison', 'Fine']),
      async apply(_trx, event) {
        seen.push(event.type);
        if (event.type === 'Poison' && !healed) throw new Error('cannot digest');
      },
      async reset() {},
    };
    const before = await store.headPosition();
    const written = await store.appendToStream(
      'poison-1',
      [
        { type: 'Fine', data: {} },
        { type: 'Poison', data: {} },
        { type: 'Fine', data: {} },
      ],
      {
        expectedVersion: 'no_stream',
      },
    );
    const logged: Array<{ message: string; retryInMs: number }> = [];
    const logger = createLogger('error');
    logger.error = ((obj: { err: Error; retryInMs: number }) =>
      void logged.push({ message: obj.err.message, retryInMs: obj.retryInMs })) as never;
    const runner = new ProjectionRunner(database, store, [broken], logger, { firstMs: 20, maxMs: 80 });
    runner.start();
    await waitUntil(async () => logged.length >= 4);
    expect(runner.statuses().broken).toBe('failed');
    expect(logged[0]!.message).toMatch(
      /^Projection broken failed on Poison \(poison-1@1, position \d+\/\d+\): cannot digest$/,
    );
    expect(logged.slice(0, 4).map((l) => l.retryInMs)).toEqual([20, 40, 80, 80]);
    // Each retry rolled back its batch: the checkpoint is not past the poison event (nor past the fine one before it).
    const checkpoint = await readCheckpoint(database.db, 'broken');
    expect(checkpoint === null || checkpoint.prepare <= before.prepare).toBe(true);
    expect(seen.filter((t) => t === 'Poison').length).toBeGreaterThanOrEqual(4);

    healed = true;
    expect(await runner.waitFor('broken', written.position)).toBe(true);
    await waitUntil(async () => runner.statuses().broken === 'running');
    expect(seen.slice(-3)).toEqual(['Fine', 'Poison', 'Fine']);
    await runner.stop();
  });

  it('a projection with applyBatch gets the events it handles in one call per batch; a failing batch is retried whole', async () => {
    const batches: string[][] = [];
    let healed = false;
    const batched: Projection = {
      name: 'batched',
      migrations: {},
      handles: new Set(['Kept']),
      apply: async () => {
        throw new Error('apply is not used when applyBatch is there');
      },
      async applyBatch(_trx, events) {
        batches.push(events.map((e) => `${e.type}@${e.version}`));
        if (!healed) throw new Error('cannot digest');
      },
      async reset() {},
    };
    const written = await store.appendToStream(
      'batched-1',
      [
        { type: 'Kept', data: {} },
        { type: 'Skipped', data: {} },
        { type: 'Kept', data: {} },
      ],
      { expectedVersion: 'no_stream' },
    );
    const logged: string[] = [];
    const logger = createLogger('error');
    logger.error = ((obj: { err: Error }) => void logged.push(obj.err.message)) as never;
    const runner = new ProjectionRunner(database, store, [batched], logger, { firstMs: 20, maxMs: 40 });
    runner.start();
    await waitUntil(async () => logged.length >= 2);
    expect(logged[0]).toMatch(
      /^Projection batched failed on Kept \(batched-1@0, position \d+\/\d+, first of a batch of 2\): cannot digest$/,
    );
    healed = true;
    expect(await runner.waitFor('batched', written.position)).toBe(true);
    await runner.stop();
    expect(new Set(batches.map((b) => b.join(' ')))).toEqual(new Set(['Kept@0 Kept@2']));
  });

  it('past events it does not handle, a projection is caught up at once here and its checkpoint follows a moment later', async () => {
    const uninterested: Projection = {
      name: 'uninterested',
      migrations: {},
      handles: new Set(['NothingEverWritten']),
      async apply() {},
      async reset() {},
    };
    const runner = new ProjectionRunner(database, store, [uninterested], createLogger('silent'));
    runner.start();
    try {
      const written = await store.appendToStream('skipped-1', [{ type: 'Kept', data: {} }], {
        expectedVersion: 'no_stream',
      });
      expect(await runner.waitFor('uninterested', written.position)).toBe(true);
      // Another process reads the checkpoint itself.
      await waitUntil(async () => {
        const at = await readCheckpoint(database.db, 'uninterested');
        return at !== null && comparePositions(at, written.position) >= 0;
      });
    } finally {
      await runner.stop();
    }
  });

  it('a checkpoint never moves back: a late write of an older position changes nothing', async () => {
    const older = { commit: 5n, prepare: 1n };
    const newer = { commit: 9n, prepare: 2n };
    await writeCheckpoint(database.db, 'forward-only', newer);
    await writeCheckpoint(database.db, 'forward-only', older);
    expect(await readCheckpoint(database.db, 'forward-only')).toEqual(newer);
  });

  it('a store read that fails while the projection is idle is retried, and it is running again without waiting for a new event', async () => {
    const flaky = new PostgresEventStore(database);
    const runner = new ProjectionRunner(database, flaky, [courseListProjection], createLogger('silent'), {
      firstMs: 20,
      maxMs: 80,
    });
    runner.start();
    expect(await runner.waitFor('course_list', await flaky.headPosition())).toBe(true);
    await waitUntil(async () => runner.statuses().course_list === 'running');
    // A database blip meets the idle poll: one read fails, then the store answers again. Nothing new is written.
    // The subscription's own read (private: the loops' shared tail read).
    const tail = flaky as unknown as { readAfter: (...args: unknown[]) => Promise<unknown> };
    const read = tail.readAfter.bind(flaky);
    let failed = false;
    tail.readAfter = async (...args) => {
      if (failed) return read(...args);
      failed = true;
      throw new Error('connection terminated');
    };
    try {
      await waitUntil(async () => failed);
      await waitUntil(async () => runner.statuses().course_list === 'running', 3000);
    } finally {
      await runner.stop();
      await flaky.close();
    }
  });

  it('one runner per projection across processes: the second stands by while the first holds the lock', async () => {
    const first = new ProjectionRunner(database, store, [courseListProjection], createLogger('silent'));
    const second = new ProjectionRunner(database, store, [courseListProjection], createLogger('silent'));
    first.start();
    await waitUntil(async () => first.statuses().course_list === 'running');
    second.start();
    await new Promise((r) => setTimeout(r, 200));
    expect(second.statuses().course_list).toBe('standby');
    await first.stop();
    await second.stop();
  });
});
