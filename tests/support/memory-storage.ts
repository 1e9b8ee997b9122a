/** localStorage as a browser offers it; `refuse` makes every write fail (a full store, a private mode). */
export function memoryStorage(refuse = false): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => items.delete(key),
    setItem: (key, value) => {
      if (refuse) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}
