import { decodeEntities, escapeText, type Run } from '../inline-codes';

/**
 * Runs as a language model sees them: words (xml-escaped) with `<g1>…</g1>` for a paired code and
 * `<x2/>` for a standalone one, as XLIFF names them, which models know from translation memories.
 */
export const placeholderText = (runs: Run[]) =>
  runs
    .map((run) =>
      typeof run === 'string'
        ? escapeText(run)
        : 'open' in run
          ? `<g${run.open}>`
          : 'close' in run
            ? `</g${run.close}>`
            : `<x${run.empty}/>`,
    )
    .join('');

const PLACEHOLDER = /<(\/?)g(\d+)\s*>|<x(\d+)\s*\/>/g;

/** A model's text back as runs (the codes still to be repaired). */
export function placeholderRuns(text: string): Run[] {
  const runs: Run[] = [];
  let at = 0;
  const words = (to: number) => {
    const piece = decodeEntities(text.slice(at, to));
    if (piece) runs.push(piece);
  };
  for (const match of text.matchAll(PLACEHOLDER)) {
    words(match.index);
    at = match.index + match[0].length;
    const [, closing, pair, empty] = match;
    if (empty) runs.push({ empty: Number(empty) });
    else if (closing) runs.push({ close: Number(pair) });
    else runs.push({ open: Number(pair) });
  }
  words(text.length);
  return runs;
}
