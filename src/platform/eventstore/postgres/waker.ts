import type { Database } from '../../db/database';
import { announcerOf } from './announcer';

const IDLE_POLL_MS = 1000;
const FIRST_RETRY_MS = 5;
const MAX_RETRY_MS = 250;

type Wait = { promise: Promise<void>; cancel(): void };

/**
 * Wakes subscription loops when an append commits: directly when the append was made in this
 * process (see announcer.ts), else by NOTIFY (one LISTEN connection per store).
 * An event can be committed yet still hidden behind an older running transaction (the xmin rule),
 * and no notification comes when that transaction ends; so a loop whose last read saw hidden
 * events retries with a short backoff. Otherwise it waits for a notification, and every loop is
 * woken once a second, all together, in case one was lost while reconnecting.
 * Every wake-up, by notification or by timer, starts a new epoch: a read started in the current
 * epoch has seen every append announced so far (see shared-tail.ts). The loops woken together by
 * that second's poll ask at the same epoch, so those at the same position share one read.
 */
export function createWaker(database: Database, channel: string) {
  const listeners = new Set<{ wake(): void }>();
  let epoch = 0;
  let unlisten: Promise<(() => Promise<void>) | null> | null = null;
  let polling: NodeJS.Timeout | undefined;
  const announcer = announcerOf(database, channel);
  announcer.wakers.add(notifyAll);

  function notifyAll() {
    epoch++;
    for (const l of listeners) l.wake();
  }

  function stopPolling() {
    clearInterval(polling);
    polling = undefined;
  }

  function ensureListening() {
    unlisten ??= database.listen(channel, (payload) => payload !== announcer.origin && notifyAll()).catch(() => null);
  }

  return {
    /** An append has committed. */
    announce: announcer.announce,
    epoch: () => epoch,
    register() {
      ensureListening();
      polling ??= setInterval(notifyAll, IDLE_POLL_MS);
      let pending = false;
      let retryMs = FIRST_RETRY_MS;
      let resolveCurrent: (() => void) | null = null;
      const listener = {
        wake() {
          pending = true;
          resolveCurrent?.();
        },
      };
      listeners.add(listener);
      return {
        /** Resolves at the next notification or poll, or sooner when the last read saw `hidden` events. */
        next(hidden: boolean): Wait {
          if (pending) {
            pending = false;
            retryMs = FIRST_RETRY_MS;
            return { promise: Promise.resolve(), cancel: () => undefined };
          }
          const delay = retryMs;
          retryMs = hidden ? Math.min(retryMs * 2, MAX_RETRY_MS) : FIRST_RETRY_MS;
          let timer: NodeJS.Timeout | undefined;
          const promise = new Promise<void>((resolve) => {
            resolveCurrent = () => {
              resolveCurrent = null;
              pending = false;
              clearTimeout(timer);
              resolve();
            };
            if (hidden)
              timer = setTimeout(() => {
                epoch++;
                resolveCurrent?.();
              }, delay);
          });
          return { promise, cancel: () => resolveCurrent?.() };
        },
        unregister() {
          listeners.delete(listener);
          if (listeners.size === 0) stopPolling();
        },
      };
    },
    async close() {
      listeners.clear();
      stopPolling();
      announcer.wakers.delete(notifyAll);
      await announcer.settled();
      const stop = await unlisten;
      unlisten = null;
      await stop?.();
    },
  };
}
