import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/platform/db/database';
import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';
import { comparePositions } from '../../../src/platform/eventstore/types';
import { createLogger } from '../../../src/platform/logger';
import { readCheckpoint, writeCheckpoint } from '../../../src/platform/projections/checkpoints';
import type { Projection } from '../../../src/platform/projections/projection';
import { ProjectionRunner, rebuildProjection } from '../../../src/platform/projections/runner';
import { courseListProjection } from '../../../src/modules/courses/read-models/course-list';
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

/** What one projection set aside (the tests share one database). */
const setAsideBy = async (runner: ProjectionRunner, projection: string) =>
  (await runner.setAside()).filter((s) => s.projection === projection);

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

  it('a failure that may pass (the database away) retries that same event with growing pauses, never skips it, and reports failed until it gets past it', async () => {
    const seen: string[] = [];
    let healed = false;
    const broken: Projection = {
      name: 'broken',
      migrations: {},
      handles: new Set(['Poison', 'Fine']),
      async apply(_trx, event) {
        seen.push(event.type);
        if (event.type === 'Poison' && !healed)
          throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
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
    const runner = new ProjectionRunner(database, store, [broken], logger, { backoff: { firstMs: 20, maxMs: 80 } });
    runner.start();
    await waitUntil(async () => logged.length >= 4);
    expect(runner.statuses().broken).toBe('failed');
    expect(logged[0]!.message).toMatch(
      /^Projection broken failed on Poison \(poison-1@1, position \d+\/\d+\): terminating connection due to administrator command$/,
    );
    expect(logged.slice(0, 4).map((l) => l.retryInMs)).toEqual([20, 40, 80, 80]);
    // Each retry rolled back its batch: the checkpoint is not past the poison event (nor past the fine one before it).
    const checkpoint = await readCheckpoint(database.db, 'broken');
    expect(checkpoint === null || checkpoint.prepare <= before.prepare).toBe(true);
    expect(seen.filter((t) => t === 'Poison').length).toBeGreaterThanOrEqual(4);
    expect(await runner.setAside()).toEqual([]);

    healed = true;
    expect(await runner.waitFor('broken', written.position)).toBe(true);
    await waitUntil(async () => runner.statuses().broken === 'running');
    expect(seen.slice(-3)).toEqual(['Fine', 'Poison', 'Fine']);
    await runner.stop();
  });

  it('an event the projection cannot apply is set aside with the rest of its stream, every other stream goes on, and a replay once fixed applies them in order', async () => {
    await sql`CREATE TABLE picky_notes (n serial PRIMARY KEY, note text NOT NULL)`.execute(database.db);
    let healed = false;
    const picky: Projection = {
      name: 'picky',
      migrations: {},
      handles: new Set(['Note']),
      async apply(trx, event) {
        const { text } = event.data as { text: string };
        if (text === 'unreadable' && !healed) throw new Error('text is too long');
        await sql`INSERT INTO picky_notes (note) VALUES (${`${event.streamId}:${text}`})`.execute(trx);
      },
      async reset() {},
    };
    /** What the read model holds, in the order it was written. */
    const applied = async () =>
      (await sql<{ note: string }>`SELECT note FROM picky_notes ORDER BY n`.execute(database.db)).rows.map(
        (r) => r.note,
      );
    const note = (text: string) => ({ type: 'Note', data: { text } });
    await store.appendToStream('org-a-notes', [note('a1'), note('unreadable'), note('a3')], {
      expectedVersion: 'no_stream',
    });
    const other = await store.appendToStream('org-b-notes', [note('b1'), note('b2')], { expectedVersion: 'no_stream' });
    const lines: Array<{ msg: string; stream?: string }> = [];
    const logger = createLogger('error');
    logger.error = ((obj: { stream?: string }, msg: string) => void lines.push({ msg, stream: obj.stream })) as never;
    const counted: number[] = [];
    const runner = new ProjectionRunner(database, store, [picky], logger, {
      backoff: { firstMs: 20, maxMs: 40 },
      onSetAside: (_p, events) => counted.push(events),
    });
    runner.start();
    try {
      expect(await runner.waitFor('picky', other.position)).toBe(true);
      expect(runner.statuses().picky).toBe('running');
      expect(await applied()).toEqual(['org-a-notes:a1', 'org-b-notes:b1', 'org-b-notes:b2']);
      const setAside = await runner.setAside();
      expect(setAside).toMatchObject([
        { projection: 'picky', stream: 'org-a-notes', events: 2, firstType: 'Note', reason: 'text is too long' },
      ]);
      expect(counted.reduce((a, b) => a + b, 0)).toBe(2);
      expect(lines.map((l) => l.msg)).toEqual([
        'projection picky set aside Note (org-a-notes@1): text is too long',
        'projection picky set aside Note (org-a-notes@2): an earlier event of its stream is set aside',
      ]);

      // While its stream is set aside, a new event of it waits with the others; other streams go on.
      const held = await store.appendToStream('org-a-notes', [note('a4')], { expectedVersion: 2 });
      expect(await runner.waitFor('picky', held.position)).toBe(true);
      expect(await applied()).not.toContain('org-a-notes:a4');
      expect((await runner.setAside())[0]!.events).toBe(3);

      healed = true;
      expect(await runner.replaySetAside({ projection: 'picky' })).toEqual({ replayed: 3, failed: [] });
      expect(await runner.setAside()).toEqual([]);
      expect((await applied()).slice(3)).toEqual(['org-a-notes:unreadable', 'org-a-notes:a3', 'org-a-notes:a4']);
      const after = await store.appendToStream('org-a-notes', [note('a5')], { expectedVersion: 3 });
      expect(await runner.waitFor('picky', after.position)).toBe(true);
      await waitUntil(async () => (await applied()).includes('org-a-notes:a5'));
    } finally {
      await runner.stop();
    }
  });

  it('a replay that fails again leaves the stream set aside, with the new reason', async () => {
    const stubborn: Projection = {
      name: 'stubborn',
      migrations: {},
      handles: new Set(['Stubborn']),
      async apply() {
        throw new Error('still broken');
      },
      async reset() {},
    };
    const written = await store.appendToStream('stubborn-1', [{ type: 'Stubborn', data: {} }], {
      expectedVersion: 'no_stream',
    });
    const runner = new ProjectionRunner(database, store, [stubborn], createLogger('silent'));
    runner.start();
    try {
      expect(await runner.waitFor('stubborn', written.position)).toBe(true);
      expect(await runner.replaySetAside({ stream: 'stubborn-1' })).toEqual({
        replayed: 0,
        failed: [{ projection: 'stubborn', stream: 'stubborn-1', reason: 'still broken' }],
      });
      expect(await setAsideBy(runner, 'stubborn')).toMatchObject([
        { stream: 'stubborn-1', events: 1, reason: 'replayed and failed again: still broken' },
      ]);
    } finally {
      await runner.stop();
    }
  });

  it('a projection with applyBatch gets the events it handles in one call per batch; a failing batch is applied again one event at a time and only the failing one is set aside', async () => {
    const batches: string[][] = [];
    const batched: Projection = {
      name: 'batched',
      migrations: {},
      handles: new Set(['Kept']),
      apply: async () => {
        throw new Error('apply is not used when applyBatch is there');
      },
      async applyBatch(_trx, events) {
        batches.push(events.map((e) => `${e.type}@${e.version}`));
        if (events.some((e) => e.version === 2)) throw new Error('cannot digest');
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
    const runner = new ProjectionRunner(database, store, [batched], createLogger('silent'));
    runner.start();
    expect(await runner.waitFor('batched', written.position)).toBe(true);
    expect(await setAsideBy(runner, 'batched')).toMatchObject([
      { stream: 'batched-1', events: 1, reason: 'cannot digest' },
    ]);
    await runner.stop();
    expect(batches).toEqual([['Kept@0', 'Kept@2'], ['Kept@0'], ['Kept@2']]);
  });

  it('a projection that fails on every event is broken, not its events: it stops and retries rather than set everything aside', async () => {
    let healed = false;
    const applied: number[] = [];
    const brokenEverywhere: Projection = {
      name: 'broken_everywhere',
      migrations: {},
      handles: new Set(['Any']),
      async apply(_trx, event) {
        if (!healed) throw new Error('relation "missing_table" does not exist');
        applied.push(event.version);
      },
      async reset() {},
    };
    const streams = ['e-1', 'e-2', 'e-3', 'e-4', 'e-5'];
    let last = await store.headPosition();
    for (const stream of streams)
      last = (await store.appendToStream(stream, [{ type: 'Any', data: {} }], { expectedVersion: 'no_stream' }))
        .position;
    const runner = new ProjectionRunner(database, store, [brokenEverywhere], createLogger('silent'), {
      backoff: { firstMs: 20, maxMs: 40 },
    });
    runner.start();
    try {
      await waitUntil(async () => runner.statuses().broken_everywhere === 'failed');
      await new Promise((r) => setTimeout(r, 200));
      expect((await setAsideBy(runner, 'broken_everywhere')).length).toBeLessThan(3);
      healed = true;
      expect(await runner.waitFor('broken_everywhere', last, 5000)).toBe(true);
      await waitUntil(async () => runner.statuses().broken_everywhere === 'running');
      // What was set aside before it knew is applied by a replay.
      await runner.replaySetAside({ projection: 'broken_everywhere' });
      expect(applied).toHaveLength(streams.length);
    } finally {
      await runner.stop();
    }
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
      backoff: { firstMs: 20, maxMs: 80 },
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
