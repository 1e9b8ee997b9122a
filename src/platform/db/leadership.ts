import type { Database } from './database';

export type LeaderStatus = 'standby' | 'running' | 'failed' | 'stopped';

type Work = { done: Promise<void>; stop(): Promise<void> };

const STANDBY_RETRY_MS = 5000;

/**
 * Runs `start` in exactly one process at a time: the holder of the advisory lock `name`.
 * Others stand by and take over when the holder goes away. Work that fails is not restarted
 * (a failing projection must not skip the event it failed on): `onFailed` reports it.
 */
export function whileLeader(
  database: Database,
  name: string,
  start: () => Promise<Work>,
  hooks: { onStatus(status: LeaderStatus): void; onFailed(error: unknown): void },
): { stop(): Promise<void> } {
  let stopped = false;
  let current: Work | null = null;
  let wakeStandby = () => undefined as void;

  const loop = (async () => {
    while (!stopped) {
      const lock = await database.tryLock(name).catch(() => null);
      if (!lock) {
        hooks.onStatus('standby');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, STANDBY_RETRY_MS);
          wakeStandby = () => (clearTimeout(timer), resolve());
        });
        continue;
      }
      try {
        current = await start();
        hooks.onStatus('running');
        const lost = lock.lost.then(() => current?.stop());
        await current.done;
        void lost;
        if (stopped) return;
      } catch (error) {
        hooks.onStatus('failed');
        hooks.onFailed(error);
        return;
      } finally {
        current = null;
        await lock.release();
      }
    }
  })();

  return {
    async stop() {
      stopped = true;
      wakeStandby();
      await current?.stop();
      await loop;
      hooks.onStatus('stopped');
    },
  };
}
