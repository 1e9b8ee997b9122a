/** Formatting a rewrite can lose, and how the author is told of it. */
const FORMATS = [
  { tag: /<a\b[^>]*\bhref=/gi, one: 'a link', many: (n: number) => `${n} links` },
  { tag: /<(?:strong|b)\b/gi, one: 'bold text', many: () => 'bold text' },
  { tag: /<(?:em|i)\b/gi, one: 'italic text', many: () => 'italic text' },
  { tag: /<u\b/gi, one: 'underlined text', many: () => 'underlined text' },
  { tag: /<li\b/gi, one: 'a list item', many: (n: number) => `${n} list items` },
] as const;

const count = (html: string, tag: RegExp): number => html.match(tag)?.length ?? 0;

const listed = (parts: string[]): string =>
  parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * What the suggested html has fewer of than the author's ("This suggestion drops a link and bold
 * text."), to read before accepting; null when it keeps every link and mark.
 */
export function droppedFormatting(before: string, after: string): string | null {
  const dropped = FORMATS.flatMap(({ tag, one, many }) => {
    const lost = count(before, tag) - count(after, tag);
    return lost <= 0 ? [] : [lost === 1 ? one : many(lost)];
  });
  return dropped.length === 0 ? null : `This suggestion drops ${listed(dropped)}.`;
}
