import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';
import type { Position, RecordedEvent } from '../../../src/platform/eventstore/types';
import { databaseLabel, openTestDatabase, usingPostgres } from '../../support/database';
import { waitUntil } from '../../support/eventually';
import { eventStoreContract } from './contract';

eventStoreContract(`Postgres store on ${databaseLabel}`, async () => {
  const database = await openTestDatabase({ poolSize: 25 });
  const store = new PostgresEventStore(database);
  return {
    store,
    async dispose() {
      await store.close();
      await database.close();
    },
  };
});

describe(`Postgres store subscriptions on ${databaseLabel}`, () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await openTestDatabase({ poolSize: 10 });
    store = new PostgresEventStore(database);
  });
  afterAll(async () => {
    await store.close();
    await database.close();
  });

  /** Collects what a subscription from the head receives of `stream` until it holds `count` events. */
  function collect(stream: string, count: number, after: Position) {
    const received: RecordedEvent[] = [];
    const sub = store.subscribeToAll({ after, batchSize: 3 }, async (batch) => {
      received.push(...batch.filter((e) => e.streamId === stream));
    });
    return { received, sub, all: () => waitUntil(async () => received.length >= count, 10_000) };
  }

  it('many live subscriptions each get every event once, in order, while they share their reads', async () => {
    const stream = `shared-${randomUUID()}`;
    const head = await store.headPosition();
    const subscribers = Array.from({ length: 12 }, () => collect(stream, 20, head));
    for (let i = 0; i < 20; i += 4) {
      const events = Array.from({ length: 4 }, (_, j) => ({ type: 'Counted', data: { n: i + j } }));
      await store.appendToStream(stream, events, { expectedVersion: 'any' });
    }
    await Promise.all(subscribers.map((s) => s.all()));
    await Promise.all(subscribers.map((s) => s.sub.stop()));
    const expected = Array.from({ length: 20 }, (_, n) => n);
    for (const { received } of subscribers) {
      expect(received.map((e) => (e.data as { n: number }).n)).toEqual(expected);
    }
  });

  it.runIf(usingPostgres)(
    'an event hidden behind an older transaction arrives once that transaction ends, though its end announces nothing',
    async () => {
      const stream = `hidden-${randomUUID()}`;
      const head = await store.headPosition();
      const { received, sub, all } = collect(stream, 1, head);
      // The loops' own read says whether events were hidden: then they retry without waiting for a notification.
      const tail = store as unknown as { readAfter(after: Position, maxCount: number): Promise<{ hidden: boolean }> };
      const blocker = new pg.Client({ connectionString: database.url });
      await blocker.connect();
      try {
        // An older transaction with an id, still running: events committed after it stay invisible to readers.
        await blocker.query('BEGIN');
        await blocker.query('SELECT pg_current_xact_id()');
        await store.appendToStream(stream, [{ type: 'Hidden', data: {} }], { expectedVersion: 'no_stream' });
        expect(await store.readAll({ streams: [stream] })).toEqual([]);
        expect((await tail.readAfter(head, 10)).hidden).toBe(true);
        await blocker.query('COMMIT');
        expect((await tail.readAfter(head, 10)).hidden).toBe(false);
        await all();
        expect(received.map((e) => e.type)).toEqual(['Hidden']);
      } finally {
        await sub.stop();
        await blocker.end();
      }
    },
  );
});

describe(`Postgres store appends at a known version on ${databaseLabel}`, () => {
  it.runIf(usingPostgres)(
    "an 'any' writer that loses its version to a writer at a known version lands after it, in a new transaction",
    async () => {
      const database = await openTestDatabase({ poolSize: 4 });
      const store = new PostgresEventStore(database);
      const rival = new pg.Client({ connectionString: database.url });
      await rival.connect();
      try {
        const stream = `known-${randomUUID()}`;
        const head = await store.headPosition();
        await store.appendToStream(stream, [{ type: 'First', data: {} }], { expectedVersion: 'no_stream' });
        // A lockless append of version 1, written but not yet committed.
        await rival.query('BEGIN');
        await rival.query(
          `INSERT INTO events (event_id, stream_id, version, type, data, metadata)
           VALUES (gen_random_uuid(), $1, 1, 'Known', '{}', '{}')`,
          [stream],
        );
        const anyAppend = store.appendToStream(stream, [{ type: 'Any', data: {} }], { expectedVersion: 'any' });
        // It read version 0 and now waits on the rival's key for version 1.
        await waitUntil(async () => {
          const { rows } = await rival.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_locks WHERE NOT granted AND locktype = 'transactionid'`,
          );
          return rows[0]!.waiting > 0;
        }, 10_000);
        await rival.query('COMMIT');
        expect((await anyAppend).nextVersion).toBe(2);
        const inGlobalOrder = await store.readAll({ after: head, streams: [stream] });
        expect(inGlobalOrder.map((e) => [e.version, e.type])).toEqual([
          [0, 'First'],
          [1, 'Known'],
          [2, 'Any'],
        ]);
      } finally {
        await rival.end();
        await store.close();
        await database.close();
      }
    },
  );
});

describe(`Postgres store writers in two processes on ${databaseLabel}`, () => {
  it("writers with 'any' on one stream, from two processes, all land at consecutive versions", async () => {
    const database = await openTestDatabase({ poolSize: 20 });
    // Two stores on one database race like two processes: only the stream's lock in the database orders them.
    const stores = [new PostgresEventStore(database), new PostgresEventStore(database)];
    try {
      const stream = `raced-${randomUUID()}`;
      const head = await stores[0]!.headPosition();
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          stores[i % 2]!.appendToStream(stream, [{ type: 'Raced', data: { i } }], { expectedVersion: 'any' }),
        ),
      );
      const versions = (await stores[0]!.readAll({ after: head, streams: [stream] })).map((e) => e.version);
      expect(versions).toEqual(Array.from({ length: 40 }, (_, v) => v));
    } finally {
      await Promise.all(stores.map((s) => s.close()));
      await database.close();
    }
  });
});
