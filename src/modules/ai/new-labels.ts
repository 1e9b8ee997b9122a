/** How labels compare: trimmed, inner spaces folded, case ignored (as a module's labels are kept). */
const keyOf = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Suggested labels worth showing: each once (the first spelling kept, spaces tidied), none the
 * module carries already, at most `max`.
 */
export function newLabels(suggested: readonly string[], existing: readonly string[], max: number): string[] {
  const seen = new Set(existing.map(keyOf));
  const fresh: string[] = [];
  for (const label of suggested) {
    const key = keyOf(label);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    fresh.push(label.trim().replace(/\s+/g, ' '));
  }
  return fresh.slice(0, max);
}
