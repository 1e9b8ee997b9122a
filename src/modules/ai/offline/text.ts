const BLOCK_TAG =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table|section|article|header|footer|figure|figcaption|hr)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;
const HIDDEN_ELEMENT = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos|nbsp));/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const HTML_TAG = /<\/?[a-z][\w-]*(?:\s[^>]*)?\/?>/i;

const looksLikeHtml = (content: string): boolean => HTML_TAG.test(content);

function decodeEntities(text: string): string {
  // One pass, so "&amp;lt;" stays the text "&lt;" instead of becoming "<".
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The text of an author's content, HTML or not: block elements end paragraphs (a blank line
 * between), inline tags vanish so "<b>fire</b>s" stays one word, lines keep their breaks.
 */
export function plainText(content: string): string {
  const text = looksLikeHtml(content)
    ? decodeEntities(content.replace(HIDDEN_ELEMENT, ' ').replace(BLOCK_TAG, '\n\n').replace(ANY_TAG, ''))
    : content;
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Paragraphs of plain text: blocks separated by blank lines, each on one line. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const paragraphsToHtml = (paragraphs: string[]): string =>
  paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');

/** At most `max` characters, cut at a word boundary with an ellipsis when it had to be cut. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const lastSpace = head.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? head.slice(0, lastSpace) : head).trimEnd()}…`;
}
