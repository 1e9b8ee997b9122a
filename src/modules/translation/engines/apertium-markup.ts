import { decodeEntities, escapeText, type Run } from '../inline-codes';

/*
 * Apertium's html format keeps `<b>` and `<br>` inline, moving them with the words they touch,
 * and treats a `<p>` as a block: a sentence boundary it never reorders across. So a paired code
 * travels as `<b id="n">…</b>`, a standalone one as `<br id="n">`, and each segment of a batch
 * as `<p id="sN">…</p>`. (Tags it does not know, such as `<g1>`, make it start a new sentence.)
 */

const runHtml = (run: Run) =>
  typeof run === 'string'
    ? escapeText(run)
    : 'open' in run
      ? `<b id="${run.open}">`
      : 'close' in run
        ? '</b>'
        : `<br id="${run.empty}">`;

/** Segments as one html document, each in its numbered paragraph. */
export const batchHtml = (segments: Run[][]) =>
  segments.map((runs, index) => `<p id="s${index}">${runs.map(runHtml).join('')}</p>`).join('\n');

const TAG = /<(\/?)(b|br)\b(?:\s+id="(\d+)")?\s*\/?>|<[^>]*>/g;

/** One paragraph's html back as runs; a `</b>` closes the innermost open `<b>`, other tags are dropped. */
function htmlRuns(html: string): Run[] {
  const runs: Run[] = [];
  const open: number[] = [];
  let at = 0;
  const text = (to: number) => {
    const piece = decodeEntities(html.slice(at, to));
    const last = runs[runs.length - 1];
    if (typeof last === 'string') runs[runs.length - 1] = last + piece;
    else if (piece) runs.push(piece);
  };
  for (const match of html.matchAll(TAG)) {
    text(match.index);
    at = match.index + match[0].length;
    const [, closing, tag, id] = match;
    if (tag === 'br' && id) runs.push({ empty: Number(id) });
    else if (tag === 'b' && closing) {
      const code = open.pop();
      if (code !== undefined) runs.push({ close: code });
    } else if (tag === 'b' && id) {
      open.push(Number(id));
      runs.push({ open: Number(id) });
    }
  }
  text(html.length);
  return runs;
}

const PARAGRAPH = /<p id="s(\d+)">([\s\S]*?)<\/p>/g;

/** Apertium's answer to batchHtml as runs per segment; undefined when a paragraph is missing, repeated or extra. */
export function parseBatch(html: string, count: number): Run[][] | undefined {
  const segments: (Run[] | undefined)[] = Array.from({ length: count }, () => undefined);
  for (const [, index, inner] of html.matchAll(PARAGRAPH)) {
    const at = Number(index);
    if (at >= count || segments[at]) return undefined;
    segments[at] = htmlRuns(inner!);
  }
  return segments.every(Boolean) ? (segments as Run[][]) : undefined;
}
