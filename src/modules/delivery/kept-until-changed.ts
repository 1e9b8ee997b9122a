/**
 * Values read from a read model, kept in memory until a change to them is announced. While a
 * change settles (until the read model has it), reads of what it touches go to the read model
 * each time, as if nothing were kept; a read that began before a change is never kept after it.
 * `trust(false)` (the bus that announces changes is down) keeps nothing until `trust(true)`.
 * The least recently read keys are forgotten beyond `maxKeys`.
 */
export function keptUntilChanged<V>(read: (key: string) => Promise<V>, maxKeys: number) {
  const kept = new Map<string, V>();
  const settling = new Map<string, number>();
  let settlingAll = 0;
  let trusted = true;
  /** Bumped by every change: a read that saw another generation start is not kept. */
  let generation = 0;

  const keepable = (key: string) => trusted && settlingAll === 0 && !settling.has(key);
  const forget = (key: string | null) => {
    generation++;
    if (key === null) kept.clear();
    else kept.delete(key);
  };
  const count = (key: string | null, by: 1 | -1) => {
    if (key === null) settlingAll += by;
    else {
      const left = (settling.get(key) ?? 0) + by;
      if (left > 0) settling.set(key, left);
      else settling.delete(key);
    }
  };

  return {
    async get(key: string): Promise<V> {
      if (keepable(key) && kept.has(key)) {
        const value = kept.get(key)!;
        kept.delete(key);
        kept.set(key, value);
        return value;
      }
      const started = generation;
      const value = await read(key);
      if (started === generation && keepable(key)) {
        kept.set(key, value);
        if (kept.size > maxKeys) kept.delete(kept.keys().next().value!);
      }
      return value;
    },
    /** The value kept for `key` right now, if one is (nothing is read): for answers made from it earlier. */
    peek(key: string): V | undefined {
      return keepable(key) ? kept.get(key) : undefined;
    },
    /** `key` (or everything, for null) changed; `settled` resolves once the read model holds the change. */
    changing(key: string | null, settled: Promise<unknown>): void {
      forget(key);
      count(key, 1);
      void settled.finally(() => {
        count(key, -1);
        forget(key);
      });
    },
    trust(up: boolean): void {
      trusted = up;
      forget(null);
    },
  };
}
