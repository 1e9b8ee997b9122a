/**
 * Reads by key in batches, each caller answered by a read that started after it asked: the
 * learners of one module asking at once share one query, yet none is answered from a query that
 * began before its request (so a publish that answered before the request was made is seen).
 * Callers arriving while a read runs wait for the next one, which takes all their keys at once.
 * A read starts after the event loop's pending I/O, so the requests that arrived together join it
 * (PGlite runs a query on this thread: started at once, each request would get its own).
 */
const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(resolve));

export function freshBatches<V>(read: (keys: string[]) => Promise<ReadonlyMap<string, V>>) {
  let running: Promise<unknown> = Promise.resolve();
  let next: { keys: Set<string>; result: Promise<ReadonlyMap<string, V>> } | null = null;
  const start = (keys: Set<string>) => {
    next = null;
    const result = read([...keys]);
    running = result.catch(() => undefined);
    return result;
  };
  return async (key: string): Promise<V | undefined> => {
    if (!next) {
      const keys = new Set<string>();
      next = { keys, result: running.then(afterPendingIo).then(() => start(keys)) };
    }
    next.keys.add(key);
    return (await next.result).get(key);
  };
}
