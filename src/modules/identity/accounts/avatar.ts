/** White initials on each of these pass WCAG AA (4.5:1) at the avatars' small size. */
const AVATAR_COLOURS = [
  '#2563EB',
  '#7C3AED',
  '#BE185D',
  '#B91C1C',
  '#C2410C',
  '#A16207',
  '#15803D',
  '#0F766E',
  '#0E7490',
  '#4F46E5',
];

/** SPEC §5: the first letters of the first and the last word of a name, two letters. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]![0]!;
  const last = words.length > 1 ? words[words.length - 1]![0]! : (words[0]![1] ?? '');
  return (first + last).toUpperCase();
}

/** The same colour for a user everywhere, derived from their id. */
export function avatarColour(userId: string): string {
  let hash = 0;
  for (const ch of userId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!;
}
