import type { Database } from '../../db/database';
import { announcerOf } from './announcer';

const IDLE_POLL_MS = 1000;
const RECENT_NOTIFY_MS = 2000;
const FIRST_RETRY_MS = 5;
const MAX_RETRY_MS = 250;

type Wait = { promise: Promise<void>; cancel(): void };

/**
 * Wakes subscription loops when an append commits: directly when the append was made in this
 * process (see announcer.ts), else by NOTIFY (one LISTEN connection per store).
 * An event can be committed yet still hidden behind an older running transaction (the xmin rule),
 * so after a notification that yielded nothing the loop retries with a short backoff; otherwise it
 * polls once a second in case a notification was lost while reconnecting.
 */
export function createWaker(database: Database, channel: string) {
  const listeners = new Set<{ wake(): void }>();
  let lastNotifyAt = 0;
  let unlisten: Promise<(() => Promise<void>) | null> | null = null;
  const announcer = announcerOf(database, channel);
  announcer.wakers.add(notifyAll);

  function notifyAll() {
    lastNotifyAt = Date.now();
    for (const l of listeners) l.wake();
  }

  function ensureListening() {
    unlisten ??= database.listen(channel, (payload) => payload !== announcer.origin && notifyAll()).catch(() => null);
  }

  return {
    /** An append has committed. */
    announce: announcer.announce,
    register() {
      ensureListening();
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
        next(): Wait {
          if (pending) {
            pending = false;
            retryMs = FIRST_RETRY_MS;
            return { promise: Promise.resolve(), cancel: () => undefined };
          }
          const recent = Date.now() - lastNotifyAt < RECENT_NOTIFY_MS;
          const delay = recent ? retryMs : IDLE_POLL_MS;
          retryMs = recent ? Math.min(retryMs * 2, MAX_RETRY_MS) : FIRST_RETRY_MS;
          let timer: NodeJS.Timeout | undefined;
          const promise = new Promise<void>((resolve) => {
            resolveCurrent = () => {
              resolveCurrent = null;
              pending = false;
              clearTimeout(timer);
              resolve();
            };
            timer = setTimeout(() => resolveCurrent?.(), delay);
          });
          return { promise, cancel: () => resolveCurrent?.() };
        },
        unregister() {
          listeners.delete(listener);
        },
      };
    },
    async close() {
      listeners.clear();
      announcer.wakers.delete(notifyAll);
      await announcer.settled();
      const stop = await unlisten;
      unlisten = null;
      await stop?.();
    },
  };
}
