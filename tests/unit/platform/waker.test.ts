import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../src/platform/db/database';
import { createWaker } from '../../../src/platform/eventstore/postgres/waker';

/** A database whose LISTEN never hears anything: only the waker's own timers wake its loops. */
const silentDatabase = (kind: Database['kind'] = 'postgres') =>
  ({ kind, listen: async () => async () => undefined }) as unknown as Database;

type Loop = ReturnType<ReturnType<typeof createWaker>['register']>;

/** A loop waits as after a read (`hidden`: that read saw hidden events) while `ms` pass. */
async function waitedOut(loop: Loop, hidden: boolean, ms: number) {
  const wait = loop.next(hidden).promise;
  await vi.advanceTimersByTimeAsync(ms);
  await wait;
}

describe('the waker of a store’s subscription loops', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('wakes every idle loop once a second, those polling close together at one epoch (one shared read)', async () => {
    const waker = createWaker(silentDatabase(), 'events');
    const loops = Array.from({ length: 3 }, () => waker.register());
    const woken: number[] = [];
    const before = waker.epoch();
    loops.forEach((loop, i) => {
      setTimeout(() => void loop.next(false).promise.then(() => woken.push(i)), i * 100);
    });
    await vi.advanceTimersByTimeAsync(1_250);
    expect(woken).toEqual([0, 1, 2]);
    expect(waker.epoch()).toBe(before + 1);
    await waker.close();
  });

  it.each([
    ['starts a new epoch at an idle poll half a second or more after the last one', false, [1_000, 1_000]],
    ['retries a read that saw hidden events soon, each retry at a new epoch', true, [5, 10]],
  ] as const)('%s', async (_, hidden, waits) => {
    const waker = createWaker(silentDatabase(), 'events');
    const loop = waker.register();
    const first = waker.epoch();
    for (const [i, ms] of waits.entries()) {
      await waitedOut(loop, hidden, ms);
      expect(waker.epoch()).toBe(first + i + 1);
    }
    await waker.close();
  });

  it('wakes a waiting loop at once when this process appends, at a new epoch, idle poll or not', async () => {
    const waker = createWaker(silentDatabase('pglite'), 'events');
    const loop = waker.register();
    const first = waker.epoch();
    let woken = false;
    void loop.next(false).promise.then(() => (woken = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(woken).toBe(false);
    waker.announce();
    await vi.advanceTimersByTimeAsync(0);
    expect(woken).toBe(true);
    expect(waker.epoch()).toBe(first + 1);
    await waker.close();
  });
});
