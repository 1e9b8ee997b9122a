import { BULLET, MARKDOWN_HEADING } from './line-kinds';
import { joinWrappedLines } from './wrapped-lines';

/** A run of source lines under one heading (none for the text before the first heading). */
export type Block = { heading: string | undefined; level: number; body: string[] };

const NUMBER_PREFIX = /^(\d+(?:\.\d+)*)[.)]?\s+(?=\S)/;
const FINAL_PUNCTUATION = /[.!?,;:…]["'”’)\]]*$/;
const MARKDOWN_EMPHASIS = /\*\*|__|`/g;
const SHORT_LINE_CHARS = 80;
const SHORT_LINE_WORDS = 10;

const isShortLine = (line: string): boolean =>
  line.length <= SHORT_LINE_CHARS &&
  line.split(' ').length <= SHORT_LINE_WORDS &&
  !FINAL_PUNCTUATION.test(line) &&
  /^[\p{Lu}\d]/u.test(line);

const isBodyLine = (line: string): boolean =>
  !MARKDOWN_HEADING.test(line) && (FINAL_PUNCTUATION.test(line) || line.length > SHORT_LINE_CHARS);

/**
 * A markdown heading; or a short line without final punctuation ("Fire Safety", "2.1 Alarms")
 * that body text follows: a title line over a subtitle, or a list of short items, is not one.
 */
function headingOf(line: string, next: string | undefined): { text: string; level: number } | undefined {
  const markdown = MARKDOWN_HEADING.exec(line);
  if (markdown) return { text: markdown[2]!.replace(MARKDOWN_EMPHASIS, ''), level: markdown[1]!.length };
  if (!isShortLine(line) || next === undefined || !isBodyLine(next)) return undefined;
  const numbered = NUMBER_PREFIX.exec(line);
  if (numbered) return { text: line.slice(numbered[0].length), level: numbered[1]!.split('.').length };
  return BULLET.test(line) ? undefined : { text: line, level: 1 };
}

/** A list item becomes a sentence of its own, so wink does not run it into the next line. */
function bodyLineOf(line: string): string {
  const text = line.replace(MARKDOWN_EMPHASIS, '');
  if (!BULLET.test(text)) return text;
  const item = text.replace(BULLET, '');
  return FINAL_PUNCTUATION.test(item) ? item : `${item}.`;
}

const hasBody = (block: Block): boolean => block.body.some((line) => line !== '');

/**
 * The lines of a plain text (see plainText), hard-wrapped ones joined, grouped under their
 * headings; blocks without a heading or body are left out. Blank lines stay in the body: wink
 * ends a sentence at a paragraph break, not at a line break.
 */
export function blocksOf(text: string): Block[] {
  const lines = joinWrappedLines(text).split('\n');
  const blocks: Block[] = [];
  let current: Block = { heading: undefined, level: 0, body: [] };
  lines.forEach((line, i) => {
    const next = lines[i + 1] === '' ? lines[i + 2] : lines[i + 1];
    const heading = line === '' ? undefined : headingOf(line, next);
    if (!heading) {
      current.body.push(bodyLineOf(line));
      return;
    }
    blocks.push(current);
    current = { heading: heading.text, level: heading.level, body: [] };
  });
  blocks.push(current);
  return blocks.filter((block) => block.heading !== undefined || hasBody(block));
}

/** The blocks' text without their headings, a paragraph break between blocks. */
export const bodyTextOf = (blocks: Block[]): string => blocks.map((block) => block.body.join('\n')).join('\n\n');

/** Folds the deepest heading level into the block before it until at most `max` blocks have a body. */
export function foldToFit(blocks: Block[], max: number): Block[] {
  let result = blocks;
  const withBody = () => result.filter(hasBody).length;
  while (withBody() > max) {
    const levels = result.map((block) => block.level);
    const deepest = Math.max(...levels);
    if (deepest === Math.min(...levels)) break;
    const folded: Block[] = [];
    for (const block of result) {
      const previous = folded.at(-1);
      if (block.level === deepest && previous) previous.body.push(...block.body);
      else folded.push({ ...block, body: [...block.body] });
    }
    if (folded.length === result.length) break;
    result = folded;
  }
  return result.filter(hasBody).slice(0, max);
}
