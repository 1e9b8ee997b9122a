import type { Database } from './database';

/** 'failed': the work failed and has not made progress since (it is being retried). */
export type LeaderStatus = 'standby' | 'running' | 'failed' | 'stopped';

export type Work = { done: Promise<void>; stop(): Promise<void> };

/** What the work reports back while it runs. */
export type WorkContext = {
  /** The work did something useful (e.g. handled a batch): a failure before it is over. */
  progressed(): void;
};

export type Backoff = { firstMs: number; maxMs: number };

const STANDBY_RETRY_MS = 5000;
const DEFAULT_BACKOFF: Backoff = { firstMs: 250, maxMs: 10_000 };

/**
 * Runs `start` in exactly one process at a time: the holder of the advisory lock `name`.
 * Others stand by and take over when the holder goes away. Work that fails is restarted after
 * a growing pause (from where it left off: a projection retries the event it failed on, never
 * skipping it); it keeps the status 'failed' until the restarted work reports progress, so a
 * failure that repeats stays visible.
 */
export function whileLeader(
  database: Database,
  name: string,
  start: (context: WorkContext) => Promise<Work>,
  hooks: { onStatus(status: LeaderStatus): void; onFailed(error: unknown, retryInMs: number): void; backoff?: Backoff },
): { stop(): Promise<void> } {
  const backoff = hooks.backoff ?? DEFAULT_BACKOFF;
  let stopped = false;
  let current: Work | null = null;
  let wake: () => void = () => {};
  let failing = false;
  let startFailed = false;
  let pauseMs = backoff.firstMs;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const context: WorkContext = {
    progressed() {
      if (!failing || stopped) return;
      failing = false;
      pauseMs = backoff.firstMs;
      hooks.onStatus('running');
    },
  };

  const loop = (async () => {
    while (!stopped) {
      const lock = await database.tryLock(name).catch(() => null);
      if (!lock) {
        // Another process leads: its status is the one that counts now.
        failing = false;
        hooks.onStatus('standby');
        await sleep(STANDBY_RETRY_MS);
        continue;
      }
      let failure: { error: unknown; inStart: boolean } | null = null;
      let started = false;
      try {
        current = await start(context);
        started = true;
        // stop() came while the work was starting: it found nothing to stop, so stop it here.
        if (stopped) await current.stop();
        // Starting is what failed last time (e.g. reading the checkpoint): that it works now is progress.
        if (startFailed) context.progressed();
        if (!failing) hooks.onStatus('running');
        const lost = lock.lost.then(() => current?.stop());
        await current.done;
        void lost;
      } catch (error) {
        failure = { error, inStart: !started };
      } finally {
        current = null;
        await lock.release().catch(() => undefined);
      }
      if (stopped) return;
      startFailed = failure?.inStart ?? false;
      if (failure) {
        failing = true;
        hooks.onStatus('failed');
        hooks.onFailed(failure.error, pauseMs);
        await sleep(pauseMs);
        pauseMs = Math.min(pauseMs * 2, backoff.maxMs);
      }
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake();
      await current?.stop();
      await loop;
      hooks.onStatus('stopped');
    },
  };
}
