/**
 * Reads by key that are asked for close together go to the database as one: those asked before
 * the event loop's next turn, and those asked while a read runs, are answered by the next single
 * `readAll`. Every answer comes from a read that began after it was asked for.
 */
export function readTogether<K, V>(
  readAll: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
): (key: K) => Promise<V | undefined> {
  type Ask = { key: K; resolve(value: V | undefined): void; reject(error: unknown): void };
  let asked: Ask[] = [];
  let reading = false;
  let scheduled = false;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(readAsked);
  };
  function readAsked() {
    scheduled = false;
    const batch = asked;
    asked = [];
    reading = true;
    readAll([...new Set(batch.map((ask) => ask.key))])
      .then(
        (found) => {
          for (const ask of batch) ask.resolve(found.get(ask.key));
        },
        (error: unknown) => {
          for (const ask of batch) ask.reject(error);
        },
      )
      .finally(() => {
        reading = false;
        if (asked.length) schedule();
      });
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      asked.push({ key, resolve, reject });
      if (!reading) schedule();
    });
}
