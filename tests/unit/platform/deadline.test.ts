import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deadline, deadlinePassed, untilAborted } from '../../../src/platform/deadline';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const never = () => new Promise<never>(() => {});

describe('deadline: one time limit for a whole piece of work', () => {
  it('passes at its time even when garbage collection runs meanwhile', async () => {
    const { signal } = deadline(100, new AbortController().signal);
    const collecting = setInterval(collectGarbage, 10);
    await expect(untilAborted(never(), signal)).rejects.toMatchObject({ name: 'TimeoutError' });
    clearInterval(collecting);
    expect(deadlinePassed(signal)).toBe(true);
  });

  it("stops with the caller's own reason when the caller goes away first", async () => {
    const caller = new AbortController();
    const { signal } = deadline(10_000, caller.signal);
    caller.abort(new Error('the author left'));
    await expect(untilAborted(never(), signal)).rejects.toThrow('the author left');
    expect(deadlinePassed(signal)).toBe(false);
  });

  it('lets work that ends in time end as it does, and ends its timer', async () => {
    const limit = deadline(50, new AbortController().signal);
    await expect(untilAborted(Promise.resolve('done'), limit.signal)).resolves.toBe('done');
    await expect(untilAborted(Promise.reject(new Error('failed')), limit.signal)).rejects.toThrow('failed');
    limit.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(limit.signal.aborted).toBe(false);
  });
});
