import { type Run, runsText } from '../inline-codes';

const isBlank = (runs: Run[]) => runsText(runs).trim() === '';

/** Segments with no words (empty, spaces, only codes) are not sent to an engine: they come back as they went. */
export const needsTranslation = (runs: Run[]) => !isBlank(runs);

/** An engine's translations of the segments that needed one, put back among the blank ones. */
export function amongBlanks(segments: Run[][], translated: Run[][]): Run[][] {
  const next = translated.values();
  return segments.map((runs) => (needsTranslation(runs) ? next.next().value! : runs));
}

function pushText(runs: Run[], text: string) {
  if (!text) return;
  const last = runs[runs.length - 1];
  if (typeof last === 'string') runs[runs.length - 1] = last + text;
  else runs.push(text);
}

/**
 * An engine's runs made safe to use: each code of the source at most once, pairs well nested.
 * - A pair split in pieces (`<1>a</1> <1>b</1>`, which Apertium does when it reorders) spans from
 *   its first open to its last close.
 * - Codes that cross are untangled by closing the inner one where the outer one closes.
 * - An open left unclosed closes where its enclosing code closes (or at the end); a close without
 *   its open, a code the source does not have, and a second copy of a code are dropped.
 * - A standalone code the engine dropped (a line break, an image: content) is put back at the
 *   start or the end of the segment, wherever it was closer to in the source. A dropped pair is
 *   not: formatting around nothing shows nothing, and an empty link is an accessibility fault.
 *   Engines drop a pair when its words vanish in translation ("<b>It</b> rains" → "Llueve").
 */
export function repairCodes(source: Run[], translated: Run[]): Run[] {
  const pairs = new Set<number>();
  const empties = new Set<number>();
  for (const run of source) {
    if (typeof run === 'string') continue;
    if ('open' in run) pairs.add(run.open);
    else if ('empty' in run) empties.add(run.empty);
  }
  const firstOpen = new Map<number, number>();
  const lastClose = new Map<number, number>();
  translated.forEach((run, index) => {
    if (typeof run === 'string') return;
    if ('open' in run && !firstOpen.has(run.open)) firstOpen.set(run.open, index);
    if ('close' in run) lastClose.set(run.close, index);
  });

  const out: Run[] = [];
  const stack: number[] = [];
  const used = new Set<number>();
  for (const [index, run] of translated.entries()) {
    if (typeof run === 'string') pushText(out, run);
    else if ('empty' in run) {
      if (empties.has(run.empty) && !used.has(run.empty)) out.push(run);
      used.add(run.empty);
    } else if ('open' in run) {
      if (!pairs.has(run.open) || firstOpen.get(run.open) !== index) continue;
      used.add(run.open);
      stack.push(run.open);
      out.push(run);
    } else {
      if (lastClose.get(run.close) !== index || !stack.includes(run.close)) continue;
      while (stack.length) {
        const id = stack.pop()!;
        out.push({ close: id });
        if (id === run.close) break;
      }
    }
  }
  while (stack.length) out.push({ close: stack.pop()! });

  const sourceWords = source.map((run) => (typeof run === 'string' ? run.trim().length : 0));
  source.forEach((run, index) => {
    if (typeof run === 'string' || !('empty' in run) || used.has(run.empty)) return;
    const before = sourceWords.slice(0, index).reduce((a, b) => a + b, 0);
    const after = sourceWords.slice(index + 1).reduce((a, b) => a + b, 0);
    if (before <= after) out.unshift(run);
    else out.push(run);
  });
  return out;
}

/** Whitespace before the first word and after the last one, wherever the codes are. */
function trimEdges(runs: Run[]): Run[] {
  const out = [...runs];
  const firstText = out.findIndex((run) => typeof run === 'string' && run.trim());
  const lastText = out.findLastIndex((run) => typeof run === 'string' && run.trim());
  return out
    .map((run, index) => {
      if (typeof run !== 'string') return run;
      if (index < firstText || index > lastText) return '';
      let text = run;
      if (index === firstText) text = text.trimStart();
      if (index === lastText) text = text.trimEnd();
      return text;
    })
    .filter((run) => run !== '');
}

/**
 * The segment's edges as in the source: engines trim or add spaces at the ends (Apertium leaves
 * one where it drops a pronoun), and these spaces join segments back into a text.
 */
export function keepEdges(source: Run[], translated: Run[]): Run[] {
  const text = runsText(source);
  const merged: Run[] = [];
  for (const run of [/^\s*/.exec(text)![0], ...trimEdges(translated), /\s*$/.exec(text)![0]]) {
    if (typeof run === 'string') pushText(merged, run);
    else merged.push(run);
  }
  return merged;
}

/** What every engine does with its answer: codes repaired, then the edges of the source kept. */
export const fitToSource = (source: Run[], translated: Run[]) => keepEdges(source, repairCodes(source, translated));
