/**
 * Where a key moves the focus (or the active option) in a list of `count` items, wrapping around;
 * null when the key does not move it. `current` is -1 when nothing is focused yet.
 */
export function nextIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
