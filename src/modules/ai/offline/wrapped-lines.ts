import { BULLET, MARKDOWN_HEADING } from './line-kinds';

const SENTENCE_END = /[.!?:]["'”’)\]]*$/;
/** Lines a wrap would carry on: after a comma, a semicolon or a hyphen, or before a lower-case word. */
const OPEN_END = /[,;\-–]$/;
const CONTINUATION = /^\p{Ll}/u;
/** The wrap width is read from the longer lines: the 90th percentile, so one long address does not set it. */
const WIDTH_PERCENTILE = 0.9;

function wrapWidthOf(lines: string[]): number {
  const lengths = lines.filter((line) => line !== '').map((line) => line.length);
  lengths.sort((a, b) => a - b);
  return lengths[Math.floor((lengths.length - 1) * WIDTH_PERCENTILE)] ?? 0;
}

const firstWord = (line: string): string => line.split(' ', 1)[0] ?? '';

/** Whether `next` carries on `line`'s sentence: `line` was broken where its next word would not fit. */
function carriesOn(line: string, next: string, width: number): boolean {
  if (line === '' || next === '' || SENTENCE_END.test(line)) return false;
  if (MARKDOWN_HEADING.test(line) || MARKDOWN_HEADING.test(next) || BULLET.test(next)) return false;
  return OPEN_END.test(line) || CONTINUATION.test(next) || line.length + 1 + firstWord(next).length > width;
}

/**
 * Plain text (lines trimmed, see plainText) with its hard-wrapped lines joined, as a PDF or a text
 * file breaks them: a line break inside a sentence is not a boundary. Blank lines, bullets,
 * headings and lines that end a sentence keep theirs.
 */
export function joinWrappedLines(text: string): string {
  const lines = text.split('\n');
  const width = wrapWidthOf(lines);
  const joined: string[] = [];
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    if (previous !== undefined && carriesOn(previous, line, width)) joined[joined.length - 1] += ` ${line}`;
    else joined.push(line);
  });
  return joined.join('\n');
}
