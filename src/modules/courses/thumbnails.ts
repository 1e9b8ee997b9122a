import type { Thumbnail } from './events';

/** The placeholders shipped with the web app (src/web/public/thumbnails). */
const PLACEHOLDER_THUMBNAILS: readonly Thumbnail[] = [
  ...[1, 2, 3, 4].map((n) => ({ type: 'image' as const, url: `/thumbnails/placeholder-${n}.svg` })),
  ...[1, 2, 3, 4].map((n) => ({ type: 'video' as const, url: `/thumbnails/placeholder-${n}.webm` })),
];

/** A random placeholder that is never the one this user got last time. */
export function createThumbnailPicker(random: () => number = Math.random) {
  const lastByUser = new Map<string, string>();
  return (userId: string): Thumbnail => {
    const last = lastByUser.get(userId);
    const choices = PLACEHOLDER_THUMBNAILS.filter((t) => t.url !== last);
    const pick = choices[Math.floor(random() * choices.length)]!;
    lastByUser.set(userId, pick.url);
    return pick;
  };
}
