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
 * events retries with a short backoff. Otherwise it waits for a notification, and polls once a
 * second in case one was lost while reconnecting.
 * Every wake-up by notification or by a hidden-events retry starts a new epoch: a read started in
 * the current epoch has seen every append announced so far (see shared-tail.ts). The idle polls
 * start one at most every half second between them: each loop keeps its own second, but those
 * that poll close together ask at one epoch and share one read, rather than some thirty reads a
 * second of a process with nothing to do.
 */
export function createWaker(database: Database, channel: string) {
  const listeners = new Set<{ wake(): void }>();
  let epoch = 0;
  let idlePollAt = Number.NEGATIVE_INFINITY;
  let unlisten: Promise<(() => Promise<void>) | null> | null = null;
  const announcer = announcerOf(database, channel);
  announcer.wakers.add(notifyAll);

  function notifyAll() {
    epoch++;
    for (const l of listeners) l.wake();
  }

  function idlePollEpoch() {
    if (Date.now() - idlePollAt < IDLE_POLL_MS / 2) return;
    idlePollAt = Date.now();
    epoch++;
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
        /** Resolves at the next notification, or sooner when the last read saw `hidden` events. */
        next(hidden: boolean): Wait {
          if (pending) {
            pending = false;
            retryMs = FIRST_RETRY_MS;
            return { promise: Promise.resolve(), cancel: () => undefined };
          }
          const delay = hidden ? retryMs : IDLE_POLL_MS;
          retryMs = hidden ? Math.min(retryMs * 2, MAX_RETRY_MS) : FIRST_RETRY_MS;
          let timer: NodeJS.Timeout | undefined;
          const promise = new Promise<void>((resolve) => {
            resolveCurrent = () => {
              resolveCurrent = null;
              pending = false;
              clearTimeout(timer);
              resolve();
            };
            timer = setTimeout(() => {
              if (hidden) epoch++;
              else idlePollEpoch();
              resolveCurrent?.();
            }, delay);
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
