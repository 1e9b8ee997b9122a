import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from '../../../src/platform/commands/keyed-queue';

describe('keyed queue', () => {
  it('runs tasks of one key in order, one at a time, even when one fails', async () => {
    const run = createKeyedQueue();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, ms));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      run('a', task('a1', 20, true)),
      run('a', task('a2', 1)),
      run('b', task('b1', 5)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'));
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'));
  });
});
