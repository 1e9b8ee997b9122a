import type { Run } from '../inline-codes';
import type { GlossaryEntry } from './engine';

/*
 * Apertium leaves a number as it is and translates the words around it as around a number, where
 * an unknown word would make it capitalise the word after it ("Tessera Protege…"). So each place a
 * glossary term stands goes to Apertium as a number no text of the batch holds, and comes back as
 * the term's target.
 */
const FIRST_TOKEN = 9_041_700;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The term as whole words, in any case. */
const termPattern = (source: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(source)}(?![\\p{L}\\p{N}_])`, 'giu');

const isUpper = (letter: string | undefined) => !!letter && letter !== letter.toLowerCase();

/** The target as it stands at this place: capitalised where the source's own lower-case term was (a sentence's start). */
function targetAt(found: string, entry: GlossaryEntry) {
  if (isUpper(found[0]) && !isUpper(entry.source[0]) && !isUpper(entry.target[0]))
    return entry.target[0]!.toUpperCase() + entry.target.slice(1);
  return entry.target;
}

export type ProtectedBatch = {
  segments: Run[][];
  /** The engine's runs with each term's number replaced by its target. */
  restore(translated: Run[][]): Run[][];
};

/** The segments with every glossary term (longest first) replaced by a number of its own. */
export function protectTerms(segments: Run[][], glossary: readonly GlossaryEntry[]): ProtectedBatch {
  const targets = new Map<string, string>();
  if (glossary.length === 0) return { segments, restore: (translated) => translated };
  const allText = segments.flatMap((runs) => runs.filter((run) => typeof run === 'string')).join('\n');
  let next = FIRST_TOKEN;
  const token = (target: string) => {
    while (allText.includes(String(next))) next++;
    const name = String(next++);
    targets.set(name, target);
    return name;
  };
  const patterns = glossary.map((entry) => ({ entry, pattern: termPattern(entry.source) }));
  const protect = (text: string) =>
    patterns.reduce((out, { entry, pattern }) => out.replace(pattern, (found) => token(targetAt(found, entry))), text);
  const restoreText = (text: string) => text.replace(/\d+/g, (digits) => targets.get(digits) ?? digits);
  return {
    segments: segments.map((runs) => runs.map((run) => (typeof run === 'string' ? protect(run) : run))),
    restore: (translated) =>
      translated.map((runs) => runs.map((run) => (typeof run === 'string' ? restoreText(run) : run))),
  };
}
