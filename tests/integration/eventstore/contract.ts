import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  START,
  WrongExpectedVersionError,
  comparePositions,
  type EventStore,
  type RecordedEvent,
} from '../../../src/platform/eventstore/types';

export type StoreFactory = () => Promise<{ store: EventStore; dispose(): Promise<void> }>;

const ev = (type: string, data: unknown = {}) => ({ type, data });
const uniqueStream = (prefix = 'contract') => `${prefix}-${randomUUID()}`;

async function collectUntil(
  store: EventStore,
  streams: Set<string>,
  expectedCount: number,
  after = START,
): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  let resolve!: () => void;
  const complete = new Promise<void>((r) => (resolve = r));
  const sub = store.subscribeToAll({ after, batchSize: 50 }, async (batch) => {
    for (const e of batch) if (streams.has(e.streamId)) seen.push(e);
    if (seen.length >= expectedCount) resolve();
  });
  await Promise.race([complete, sub.done]);
  await sub.stop();
  return seen;
}

/** The behaviour every EventStore adapter must show; each adapter's test file runs it. */
export function eventStoreContract(label: string, factory: StoreFactory): void {
  describe(`event store contract: ${label}`, () => {
    let store: EventStore;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      ({ store, dispose } = await factory());
    });
    afterAll(async () => dispose());

    describe('append with expected version', () => {
      it('no_stream creates a stream and refuses an existing one', async () => {
        const s = uniqueStream();
        const first = await store.appendToStream(s, [ev('A'), ev('B')], { expectedVersion: 'no_stream' });
        expect(first.nextVersion).toBe(1);
        const err = await store.appendToStream(s, [ev('C')], { expectedVersion: 'no_stream' }).catch((e) => e);
        expect(err).toBeInstanceOf(WrongExpectedVersionError);
        expect(err).toMatchObject({ streamId: s, expected: 'no_stream', actual: 1 });
      });

      it('stream_exists refuses a missing stream and accepts an existing one', async () => {
        const s = uniqueStream();
        const err = await store.appendToStream(s, [ev('A')], { expectedVersion: 'stream_exists' }).catch((e) => e);
        expect(err).toBeInstanceOf(WrongExpectedVersionError);
        expect(err).toMatchObject({ expected: 'stream_exists', actual: 'no_stream' });
        await store.appendToStream(s, [ev('A')], { expectedVersion: 'any' });
        const ok = await store.appendToStream(s, [ev('B')], { expectedVersion: 'stream_exists' });
        expect(ok.nextVersion).toBe(1);
      });

      it('any appends whatever the version', async () => {
        const s = uniqueStream();
        await store.appendToStream(s, [ev('A')], { expectedVersion: 'any' });
        const r = await store.appendToStream(s, [ev('B'), ev('C')], { expectedVersion: 'any' });
        expect(r.nextVersion).toBe(2);
      });

      it('an exact version must match, and the conflict carries expected and actual', async () => {
        const s = uniqueStream();
        await store.appendToStream(s, [ev('A'), ev('B')], { expectedVersion: 'no_stream' });
        const ok = await store.appendToStream(s, [ev('C')], { expectedVersion: 1 });
        expect(ok.nextVersion).toBe(2);
        const stale = await store.appendToStream(s, [ev('D')], { expectedVersion: 1 }).catch((e) => e);
        expect(stale).toBeInstanceOf(WrongExpectedVersionError);
        expect(stale).toMatchObject({ expected: 1, actual: 2 });
        const missing = await store.appendToStream(uniqueStream(), [ev('A')], { expectedVersion: 0 }).catch((e) => e);
        expect(missing).toMatchObject({ expected: 0, actual: 'no_stream' });
      });

      it('a refused append writes nothing', async () => {
        const s = uniqueStream();
        await store.appendToStream(s, [ev('A')], { expectedVersion: 'no_stream' });
        await store.appendToStream(s, [ev('X'), ev('Y')], { expectedVersion: 5 }).catch(() => undefined);
        expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A']);
      });

      it('only one of two racing writers with the same expected version wins', async () => {
        const s = uniqueStream();
        await store.appendToStream(s, [ev('A')], { expectedVersion: 'no_stream' });
        const results = await Promise.allSettled([
          store.appendToStream(s, [ev('B1')], { expectedVersion: 0 }),
          store.appendToStream(s, [ev('B2')], { expectedVersion: 0 }),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
        expect(rejected.reason).toBeInstanceOf(WrongExpectedVersionError);
        expect(await store.readStream(s)).toHaveLength(2);
      });

      it("racing writers with 'any' all land, at consecutive versions in global order", async () => {
        const s = uniqueStream();
        const start = await store.headPosition();
        const results = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            store.appendToStream(s, [ev('Raced', { i })], { expectedVersion: 'any' }),
          ),
        );
        expect(results.map((r) => r.nextVersion).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 30 }, (_, i) => i),
        );
        const inGlobalOrder = (await store.readAll({ after: start, streams: [s] })).map((e) => e.version);
        expect(inGlobalOrder).toEqual(Array.from({ length: 30 }, (_, i) => i));
      });
      it("'any' writers racing writers at known versions all land, and global order is the stream's order", async () => {
        const s = uniqueStream();
        const start = await store.headPosition();
        await store.appendToStream(s, [ev('A')], { expectedVersion: 'no_stream' });
        // An optimistic writer retries at the version its conflict reports, as a command does after re-reading.
        const optimistic = async (i: number) => {
          let expected = 0;
          for (;;) {
            try {
              return await store.appendToStream(s, [ev('Known', { i })], { expectedVersion: expected });
            } catch (error) {
              if (!(error instanceof WrongExpectedVersionError) || typeof error.actual !== 'number') throw error;
              expected = error.actual;
            }
          }
        };
        await Promise.all(
          Array.from({ length: 80 }, (_, i) =>
            i % 2 === 0 ? store.appendToStream(s, [ev('Any', { i })], { expectedVersion: 'any' }) : optimistic(i),
          ),
        );
        const inGlobalOrder = (await store.readAll({ after: start, streams: [s] })).map((e) => e.version);
        expect(inGlobalOrder).toEqual(Array.from({ length: 81 }, (_, i) => i));
      });
    });

    describe('read a stream', () => {
      it('forwards and backwards from a version, with data and metadata intact', async () => {
        const s = uniqueStream();
        const events = Array.from({ length: 5 }, (_, i) => ({
          type: `E${i}`,
          data: { i, nested: { text: 'é ✓' } },
          metadata: { userId: 'u1', changeId: `c${i}` },
        }));
        await store.appendToStream(s, events, { expectedVersion: 'no_stream' });

        const all = await store.readStream(s);
        expect(all.map((e) => e.version)).toEqual([0, 1, 2, 3, 4]);
        expect(all[2]).toMatchObject({ streamId: s, type: 'E2', data: { i: 2, nested: { text: 'é ✓' } } });
        expect(all[2]!.metadata).toMatchObject({ userId: 'u1', changeId: 'c2' });
        expect(all[2]!.recordedAt).toBeInstanceOf(Date);

        const fromTwo = await store.readStream(s, { fromVersion: 2, maxCount: 2 });
        expect(fromTwo.map((e) => e.version)).toEqual([2, 3]);
        const back = await store.readStream(s, { direction: 'backwards' });
        expect(back.map((e) => e.version)).toEqual([4, 3, 2, 1, 0]);
        const backFromThree = await store.readStream(s, { direction: 'backwards', fromVersion: 3, maxCount: 2 });
        expect(backFromThree.map((e) => e.version)).toEqual([3, 2]);
      });

      it('a missing stream reads as empty', async () => {
        expect(await store.readStream(uniqueStream())).toEqual([]);
      });
    });

    describe('read all', () => {
      it('returns events in global order after a position, filtered by stream', async () => {
        const head = await store.headPosition();
        const a = uniqueStream();
        const b = uniqueStream();
        await store.appendToStream(a, [ev('A1')], { expectedVersion: 'no_stream' });
        await store.appendToStream(b, [ev('B1')], { expectedVersion: 'no_stream' });
        await store.appendToStream(a, [ev('A2')], { expectedVersion: 0 });

        const after = await store.readAll({ after: head, maxCount: 1000 });
        const ours = after.filter((e) => e.streamId === a || e.streamId === b);
        expect(ours.map((e) => e.type)).toEqual(['A1', 'B1', 'A2']);
        for (let i = 1; i < after.length; i++) {
          expect(comparePositions(after[i - 1]!.position, after[i]!.position)).toBeLessThan(0);
        }
        const onlyA = await store.readAll({ after: head, streams: [a] });
        expect(onlyA.map((e) => e.type)).toEqual(['A1', 'A2']);
        const afterFirst = await store.readAll({ after: ours[0]!.position, streams: [a, b] });
        expect(afterFirst.map((e) => e.type)).toEqual(['B1', 'A2']);
        expect(comparePositions(await store.headPosition(), ours[2]!.position)).toBeGreaterThanOrEqual(0);
      });

      it('filters by stream name prefix, alone or beside named streams, with no wildcard in a prefix', async () => {
        const head = await store.headPosition();
        const tag = randomUUID().slice(0, 8);
        const named = uniqueStream();
        for (const [stream, type] of [
          [`pre_${tag}-1`, 'P1'],
          [`prex${tag}-1`, 'X1'],
          [named, 'N1'],
          [`pre_${tag}-2`, 'P2'],
        ] as const)
          await store.appendToStream(stream, [ev(type)], { expectedVersion: 'any' });
        const prefixed = await store.readAll({ after: head, streamPrefixes: [`pre_${tag}-`] });
        expect(prefixed.map((e) => e.type)).toEqual(['P1', 'P2']);
        const both = await store.readAll({ after: head, streams: [named], streamPrefixes: [`pre_${tag}-`] });
        expect(both.map((e) => e.type)).toEqual(['P1', 'N1', 'P2']);
      });

      it('appendToStream reports the position of its last event', async () => {
        const s = uniqueStream();
        const r = await store.appendToStream(s, [ev('A'), ev('B')], { expectedVersion: 'no_stream' });
        const [, second] = await store.readStream(s);
        expect(comparePositions(r.position, second!.position)).toBe(0);
      });
    });

    describe('subscribe to all', () => {
      it('catches up from a checkpoint, then goes live', async () => {
        const s = uniqueStream();
        await store.appendToStream(s, [ev('Old1'), ev('Old2')], { expectedVersion: 'no_stream' });
        const [old1] = await store.readStream(s);
        const received: RecordedEvent[] = [];
        let resolve!: () => void;
        const got = new Promise<void>((r) => (resolve = r));
        const sub = store.subscribeToAll({ after: old1!.position }, async (batch) => {
          received.push(...batch.filter((e) => e.streamId === s));
          if (received.length === 3) resolve();
        });
        await store.appendToStream(s, [ev('Live1'), ev('Live2')], { expectedVersion: 1 });
        await Promise.race([got, sub.done]);
        await sub.stop();
        expect(received.map((e) => e.type)).toEqual(['Old2', 'Live1', 'Live2']);
      });

      it('a handler that throws ends the subscription with its error', async () => {
        await store.appendToStream(uniqueStream(), [ev('A')], { expectedVersion: 'no_stream' });
        const sub = store.subscribeToAll({}, async () => {
          throw new Error('projection broke');
        });
        await expect(sub.done).rejects.toThrow('projection broke');
      });

      it('20 concurrent writers: the subscriber gets every event exactly once, in order', async () => {
        const start = await store.headPosition();
        const writers = 20;
        const perWriter = 15;
        const streams = Array.from({ length: writers }, () => uniqueStream('race'));
        const shared = uniqueStream('race-shared');
        const all = new Set([...streams, shared]);
        const expected = writers * perWriter + writers * 3;
        const collecting = collectUntil(store, all, expected, start);

        await Promise.all(
          streams.map(async (s, w) => {
            for (let i = 0; i < perWriter; i++) {
              await store.appendToStream(s, [ev('Written', { w, i })], {
                expectedVersion: i === 0 ? 'no_stream' : i - 1,
              });
              if (i % 5 === 0) await store.appendToStream(shared, [ev('Shared', { w, i })], { expectedVersion: 'any' });
            }
          }),
        );
        const seen = await collecting;

        const ids = seen.map((e) => `${e.streamId}@${e.version}`);
        expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
        expect(seen).toHaveLength(expected);
        expect(new Set(seen.map((e) => e.id)).size).toBe(expected);
        for (let i = 1; i < seen.length; i++) {
          expect(comparePositions(seen[i - 1]!.position, seen[i]!.position)).toBeLessThan(0);
        }
        const lastVersion = new Map<string, number>();
        for (const e of seen) {
          expect(e.version).toBe((lastVersion.get(e.streamId) ?? -1) + 1);
          lastVersion.set(e.streamId, e.version);
        }
        // What the subscriber saw live is what a later full read returns, in the same order.
        const reread = (await store.readAll({ after: start, maxCount: 100_000 })).filter((e) => all.has(e.streamId));
        expect(reread.map((e) => e.id)).toEqual(seen.map((e) => e.id));
      });
    });
  });
}
