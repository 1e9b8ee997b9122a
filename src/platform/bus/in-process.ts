import type { Bus, MessageHandler } from './bus';

/** The embedded default: one process, so the bus is a map of subjects to handlers. */
export function createInProcessBus(): Bus {
  const exact = new Map<string, Set<MessageHandler>>();
  const prefixes = new Map<string, Set<MessageHandler>>();

  function handlersFor(subject: string): MessageHandler[] {
    const found = [...(exact.get(subject) ?? [])];
    for (const [prefix, handlers] of prefixes) if (subject.startsWith(prefix)) found.push(...handlers);
    return found;
  }

  return {
    publish(subject, payload) {
      for (const handler of handlersFor(subject)) queueMicrotask(() => handler(payload));
    },
    subscribe(subject, handler) {
      const [map, key] = subject.endsWith('>') ? [prefixes, subject.slice(0, -1)] : [exact, subject];
      const set = map.get(key) ?? new Set();
      set.add(handler);
      map.set(key, set);
      return () => {
        set.delete(handler);
        if (set.size === 0) map.delete(key);
      };
    },
    async flush() {
      await new Promise((r) => queueMicrotask(() => r(undefined)));
    },
    async check() {},
    connected: () => true,
    // One process: the connection is never lost.
    onConnection: () => () => undefined,
    async close() {
      exact.clear();
      prefixes.clear();
    },
  };
}
