import { INSTANCE_ID } from '../instance-id';
import type { HeldLock, Leases } from './database';

const never = new Promise<void>(() => undefined);

/**
 * Leases within one process (PGlite: only this process can open its folder), so it holds them
 * all: a lease waited for is handed on the moment its holder releases it.
 */
export function localLeases(): Leases {
  const held = new Set<string>();
  const known = new Set<string>();
  const waiting = new Map<string, ((lock: HeldLock) => void)[]>();
  const lock = (name: string): HeldLock => {
    held.add(name);
    return {
      lost: never,
      handOn: never,
      async release() {
        held.delete(name);
        const next = waiting.get(name)?.shift();
        if (next) next(lock(name));
      },
    };
  };
  return {
    async tryTake(name) {
      known.add(name);
      return held.has(name) ? null : lock(name);
    },
    take(name, signal, onWaiting) {
      known.add(name);
      if (!held.has(name)) return Promise.resolve(lock(name));
      return new Promise<HeldLock>((resolve, reject) => {
        const queue = waiting.get(name) ?? [];
        waiting.set(name, queue);
        queue.push(resolve);
        onWaiting?.();
        signal.addEventListener('abort', () => {
          queue.splice(queue.indexOf(resolve), 1);
          reject(signal.reason);
        });
      });
    },
    async holders() {
      return Object.fromEntries([...known].sort().map((n) => [n, held.has(n) ? INSTANCE_ID : null]));
    },
    async leave() {},
    async close() {
      waiting.clear();
    },
  };
}
