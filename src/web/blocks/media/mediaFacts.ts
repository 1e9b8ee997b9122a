import type { LibraryItem } from '../../api/media';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const durationOf = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** One line about a file: its size in pixels or its length, and its weight ("1300 × 900 · 420 KB"). */
export function mediaFacts(item: LibraryItem): string {
  if (item.status === 'processing') return `Processing… · ${sizeOf(item.size)}`;
  if (item.status === 'failed') return 'Could not be processed';
  const shape =
    item.width && item.height
      ? `${item.width} × ${item.height}`
      : item.durationSeconds !== null
        ? durationOf(item.durationSeconds)
        : null;
  return [shape, sizeOf(item.size)].filter(Boolean).join(' · ');
}
