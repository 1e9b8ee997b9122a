/**
 * Remembers the last `limit` results by key (a promise each, so concurrent asks share one
 * computation); a failed computation is forgotten, so the next ask tries again.
 */
export function memo<T>(limit: number) {
  const entries = new Map<string, Promise<T>>();
  return (key: string, make: () => Promise<T>): Promise<T> => {
    const known = entries.get(key);
    if (known) return known;
    if (entries.size >= limit) entries.delete(entries.keys().next().value!);
    const made = make();
    entries.set(key, made);
    made.catch(() => entries.delete(key));
    return made;
  };
}
