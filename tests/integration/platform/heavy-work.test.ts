import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/platform/errors';
import { createHeavyWork, WorkFailed, WorkOutOfMemory, WorkTimedOut } from '../../../src/platform/workers/pool';

const TASKS = new URL('../../support/worker-tasks.ts', import.meta.url).href;
const task = (name: string) => ({ file: TASKS, name });

describe('heavy work in worker threads, each job limited in time and memory', () => {
  const heavy = createHeavyWork({ threads: 2, memoryMb: 64 });
  afterAll(() => heavy.close());

  it('answers what the task returns, and an AppError as one (the request’s own answer)', async () => {
    expect(await heavy.run(task('echo'), { a: [1, 2], b: 'text' }, { timeoutMs: 10_000 })).toEqual({
      a: [1, 2],
      b: 'text',
    });
    const refused = await heavy.run(task('refuse'), 'not like that', { timeoutMs: 10_000 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'bad_request', message: 'not like that', details: { field: 'input' } });
    const crashed = await heavy.run(task('crash'), null, { timeoutMs: 10_000 }).catch((e: unknown) => e);
    expect(crashed).toBeInstanceOf(WorkFailed);
    expect(crashed).toMatchObject({ name: 'RangeError', message: 'the parser fell over' });
  });

  it('stops a job that passes its memory, and the next job runs', async () => {
    const before = process.memoryUsage().rss;
    const stopped = await heavy.run(task('hoard'), null, { timeoutMs: 60_000 }).catch((e: unknown) => e);
    expect(stopped).toBeInstanceOf(WorkOutOfMemory);
    // The hoard grew in its worker's heap, which is gone: this process is about as it was.
    expect(process.memoryUsage().rss - before).toBeLessThan(512 * 1024 * 1024);
    expect(await heavy.run(task('echo'), 'after', { timeoutMs: 10_000 })).toBe('after');
  });

  it('stops a job that runs past its time, or whose caller went away; the event loop answers all along', async () => {
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 10);
    try {
      const timedOut = await heavy.run(task('spin'), null, { timeoutMs: 500 }).catch((e: unknown) => e);
      expect(timedOut).toBeInstanceOf(WorkTimedOut);
      // The loop kept turning while the job spun: it is a thread of its own.
      expect(ticks).toBeGreaterThan(5);
      const leaving = new AbortController();
      const running = heavy.run(task('spin'), null, { timeoutMs: 60_000, signal: leaving.signal });
      leaving.abort(new Error('the author left'));
      await expect(running).rejects.toThrow('the author left');
      expect(heavy.inFlight()).toBe(0);
    } finally {
      clearInterval(ticking);
    }
  });
});
