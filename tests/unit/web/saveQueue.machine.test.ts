import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  saveQueueMachine,
  selectHasUnsavedChanges,
  selectIsSettled,
  selectSaveStatus,
  selectUnsavedValues,
  type Patch,
} from '../../../src/web/machines/saveQueue.machine';

interface SaveCall {
  patch: Patch;
  signal: AbortSignal;
  resolve: () => void;
  reject: (error: Error) => void;
}

type Delays = Partial<
  Record<'debounce' | 'maxWait' | 'stallTimeout' | 'abandonTimeout' | 'indicatorMinimum' | 'retryBackoff', number>
>;

function startQueue({ enabled = true, delays = {} }: { enabled?: boolean; delays?: Delays } = {}) {
  const calls: SaveCall[] = [];
  const save = fromPromise<unknown, { patch: Patch }>(
    ({ input, signal }) =>
      new Promise<void>((resolve, reject) => calls.push({ patch: input.patch, signal, resolve, reject })),
  );
  const actor = createActor(saveQueueMachine.provide({ actors: { save }, delays }), { input: { enabled } }).start();
  const change = (patch: Patch) => actor.send({ type: 'change', patch });
  const status = () => selectSaveStatus(actor.getSnapshot());
  return { actor, calls, change, status };
}

/** Moves the fake clock to an absolute time (ms since the test started), running promise callbacks on the way. */
let startedAt = 0;
const at = (ms: number) => vi.advanceTimersByTimeAsync(startedAt + ms - Date.now());

beforeEach(() => {
  vi.useFakeTimers();
  startedAt = Date.now();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('save queue: when it saves', () => {
  it('saves 5 s after a single change, not before', async () => {
    const { calls, change } = startQueue();
    change({ title: 'Intro' });
    await at(4_999);
    expect(calls).toHaveLength(0);
    await at(5_000);
    expect(calls.map((c) => c.patch)).toEqual([{ title: 'Intro' }]);
  });

  it('debounces: each change restarts the wait (max wait out of the way)', async () => {
    const { calls, change } = startQueue({ delays: { maxWait: 60_000 } });
    change({ title: 'a' });
    await at(3_000);
    change({ title: 'ab', description: 'd' });
    await at(7_999);
    expect(calls).toHaveLength(0);
    await at(8_000);
    expect(calls.map((c) => c.patch)).toEqual([{ title: 'ab', description: 'd' }]);
  });

  it('never waits longer than the max wait after the first unsaved change, even while typing', async () => {
    const { calls, change } = startQueue({ delays: { debounce: 2_000 } });
    for (let t = 0; t <= 4_000; t += 1_000) {
      await at(t);
      change({ title: `v${t}` });
    }
    await at(4_999);
    expect(calls).toHaveLength(0);
    await at(5_000);
    expect(calls.map((c) => c.patch)).toEqual([{ title: 'v4000' }]);
  });

  it('with the default timings, continuous typing is saved every 5 s', async () => {
    const { calls, change } = startQueue();
    for (let t = 0; t < 10_000; t += 1_000) {
      await at(t);
      change({ title: `v${t}` });
      if (t === 5_000) calls[0]!.resolve();
    }
    expect(calls.map((c) => c.patch)).toEqual([{ title: 'v4000' }]);
    await at(9_999);
    expect(calls).toHaveLength(1);
    await at(10_000);
    expect(calls.map((c) => c.patch)).toEqual([{ title: 'v4000' }, { title: 'v9000' }]);
  });

  it('flush saves at once and leaves no timer behind', async () => {
    const { actor, calls, change } = startQueue();
    change({ description: 'x' });
    await at(1_000);
    actor.send({ type: 'flush' });
    expect(calls.map((c) => c.patch)).toEqual([{ description: 'x' }]);
    calls[0]!.resolve();
    await at(20_000);
    expect(calls).toHaveLength(1);
  });

  it('flush with nothing pending does nothing', async () => {
    const { actor, calls } = startQueue();
    actor.send({ type: 'flush' });
    await at(10_000);
    expect(calls).toHaveLength(0);
  });
});

describe('save queue: one save at a time', () => {
  it('queues a save requested while one runs and starts it as soon as the first settles', async () => {
    const { calls, change } = startQueue();
    change({ title: 'first' });
    await at(5_000);
    change({ title: 'second' });
    await at(10_000); // the second save is due, but the first is still running
    expect(calls).toHaveLength(1);

    await at(12_000);
    calls[0]!.resolve();
    await at(12_001);
    expect(calls.map((c) => c.patch)).toEqual([{ title: 'first' }, { title: 'second' }]);
  });

  it('does not start a queued save early: changes made during a save still wait their turn', async () => {
    const { calls, change } = startQueue();
    change({ title: 'first' });
    await at(5_000);
    change({ title: 'second' });
    calls[0]!.resolve();
    await at(9_999);
    expect(calls).toHaveLength(1);
    await at(10_000);
    expect(calls.map((c) => c.patch)).toEqual([{ title: 'first' }, { title: 'second' }]);
  });

  it('a flush during a running save is queued too', async () => {
    const { actor, calls, change } = startQueue();
    change({ title: 'first' });
    await at(5_000);
    change({ description: 'more' });
    actor.send({ type: 'flush' });
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await at(5_001);
    expect(calls.map((c) => c.patch)).toEqual([{ title: 'first' }, { description: 'more' }]);
  });
});

describe('save queue: failures', () => {
  it('puts a failed save back under newer edits and retries after the backoff', async () => {
    const { actor, calls, change, status } = startQueue();
    change({ title: 'a', description: 'x' });
    await at(5_000);
    change({ title: 'b' });
    await at(6_000);
    calls[0]!.reject(new Error('offline'));
    await at(6_001);
    expect(actor.getSnapshot().context.pending).toEqual({ title: 'b', description: 'x' });
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true);

    await at(8_000);
    expect(status()).toBe('failed');
    await at(10_999); // 5 s after the failure at 6 s
    expect(calls).toHaveLength(1);
    await at(11_000);
    expect(calls.map((c) => c.patch)).toEqual([
      { title: 'a', description: 'x' },
      { title: 'b', description: 'x' },
    ]);
  });

  it('backs off further after consecutive failures, and resets after a success', async () => {
    const { actor, calls, change } = startQueue();
    change({ title: 'a' });
    await at(5_000);
    calls[0]!.reject(new Error('down'));
    await at(10_000); // first retry 5 s after the failure
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new Error('down'));
    await at(19_999); // second retry 10 s after the second failure
    expect(calls).toHaveLength(2);
    await at(20_000);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve();
    await at(20_001);
    expect(calls.map((c) => c.patch)).toEqual([{ title: 'a' }, { title: 'a' }, { title: 'a' }]);
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false);

    change({ title: 'b' });
    await at(25_001);
    calls[3]!.reject(new Error('down'));
    await at(30_000);
    expect(calls).toHaveLength(4);
    await at(30_001); // back to 5 s
    expect(calls).toHaveLength(5);
  });

  it('a flush while waiting to retry retries at once', async () => {
    const { actor, calls, change } = startQueue();
    change({ title: 'a' });
    await at(5_000);
    calls[0]!.reject(new Error('down'));
    await at(6_000);
    actor.send({ type: 'flush' });
    expect(calls.map((c) => c.patch)).toEqual([{ title: 'a' }, { title: 'a' }]);
  });
});

describe('save queue: stalled save', () => {
  it('after 30 s says it is still saving and keeps waiting: no second save races the first', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls, change, status } = startQueue();
    change({ title: 'slow' });
    await at(5_000);
    change({ description: 'newer' });
    await at(34_999);
    expect(warn).not.toHaveBeenCalled();
    expect(status()).toBe('saving');

    await at(35_000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(status()).toBe('slow');
    await at(60_000);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal.aborted).toBe(false);

    calls[0]!.resolve();
    await at(60_001);
    expect(calls.map((c) => c.patch)).toEqual([{ title: 'slow' }, { description: 'newer' }]);
    expect(status()).toBe('saving');
  });

  it('gives a save up after 2 min and carries its changes into the next one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls, change } = startQueue();
    change({ title: 'slow' });
    await at(5_000);
    change({ description: 'newer' });
    await at(124_999);
    expect(calls).toHaveLength(1);

    await at(125_000);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls.map((c) => c.patch)).toEqual([{ title: 'slow' }, { title: 'slow', description: 'newer' }]);

    calls[0]!.resolve(); // a late answer from the abandoned save changes nothing
    calls[1]!.resolve();
    await at(125_001);
    expect(calls).toHaveLength(2);
  });
});

describe('save queue: indicator', () => {
  it('shows "saving" for at least 3 s even when the save is quick', async () => {
    const { calls, change, status, actor } = startQueue();
    expect(status()).toBe('saved');
    change({ title: 'a' });
    expect(status()).toBe('unsaved');
    await at(5_000);
    expect(status()).toBe('saving');
    calls[0]!.resolve();
    await at(5_100);
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false);
    await at(7_999);
    expect(status()).toBe('saving');
    await at(8_000);
    expect(status()).toBe('saved');
  });

  it('shows "saving" as long as a slow save runs', async () => {
    const { calls, change, status } = startQueue();
    change({ title: 'a' });
    await at(5_000);
    await at(9_000);
    expect(status()).toBe('saving');
    calls[0]!.resolve();
    await at(9_001);
    expect(status()).toBe('saved');
  });

  it('shows unsaved edits over the server copy, newest first, while they are pending or in flight', async () => {
    const { actor, change } = startQueue();
    change({ title: 'a', description: 'x' });
    await at(5_000);
    change({ title: 'b' });
    expect(selectUnsavedValues(actor.getSnapshot())).toEqual({ title: 'b', description: 'x' });
  });
});

describe('save queue: disabled autosave', () => {
  it('keeps changes pending and saves nothing, not even on flush', async () => {
    const { actor, calls, change, status } = startQueue({ enabled: false });
    change({ title: 'a' });
    await at(60_000);
    actor.send({ type: 'flush' });
    await at(61_000);
    expect(calls).toHaveLength(0);
    expect(status()).toBe('unsaved');
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true);
    expect(selectIsSettled(actor.getSnapshot())).toBe(true);
  });

  it('saves what is pending as soon as it is enabled', async () => {
    const { actor, calls, change } = startQueue({ enabled: false });
    change({ title: 'a' });
    await at(10_000);
    actor.send({ type: 'setEnabled', enabled: true });
    expect(calls.map((c) => c.patch)).toEqual([{ title: 'a' }]);
  });
});

describe('save queue: a version the author chose not to keep', () => {
  it('drops those keys’ unsaved values, and keeps the others', async () => {
    const { actor, calls, change } = startQueue();
    change({ 'block:a': 'typed after a refusal', title: 'Kept' });
    actor.send({ type: 'discard', keys: ['block:a'] });
    expect(selectUnsavedValues(actor.getSnapshot())).toEqual({ title: 'Kept' });
    await at(5_000);
    expect(calls.map((c) => c.patch)).toEqual([{ title: 'Kept' }]);
  });
});
