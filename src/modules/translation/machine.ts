import { type Segment, sourceHash, type TranslatedText } from '../courses';
import { htmlToTagged, runsText, taggedToHtml, textToTagged } from './inline-codes';
import type { GlossaryEntry, TranslationEngine } from './engines';

/** The organisation's memory: exact matches by source fingerprint, from one language into another. */
export type Memory = (pair: { from: string; to: string }, sourceHashes: string[]) => Promise<Map<string, string>>;

export type MachineResult = {
  language: string;
  /** Taken from the organisation's translation memory. */
  fromMemory: TranslatedText[];
  /** Written by the engine. */
  fromEngine: TranslatedText[];
  units: number;
};

const taggedOf = (segment: Segment) =>
  segment.kind === 'html' ? htmlToTagged(segment.source) : textToTagged(segment.source);

/**
 * Translates these fields into one language: the memory's exact matches first, the engine for the
 * rest (unless only the memory is asked for), held to the organisation's glossary. Rich text goes
 * to the engine as words and numbered codes and comes back with the source's own tags.
 */
export async function translateSegments(
  work: { from: string; to: string; segments: Segment[]; useEngine: boolean; glossary: GlossaryEntry[] },
  engine: TranslationEngine,
  memory: Memory,
  signal: AbortSignal,
): Promise<MachineResult> {
  const { from, to } = work;
  const remembered = await memory(
    { from, to },
    work.segments.map((s) => sourceHash(s.source)),
  );
  const fromMemory: TranslatedText[] = [];
  const rest: Segment[] = [];
  for (const segment of work.segments) {
    const text = remembered.get(sourceHash(segment.source));
    if (text !== undefined) fromMemory.push({ id: segment.id, text, source: segment.source });
    else rest.push(segment);
  }
  if (!work.useEngine || rest.length === 0) return { language: to, fromMemory, fromEngine: [], units: 0 };
  const tagged = rest.map(taggedOf);
  const answer = await engine.translate(
    { from, to, segments: tagged.map((t) => t.runs), glossary: work.glossary },
    signal,
  );
  const fromEngine = rest.map((segment, i) => {
    const runs = answer.segments[i] ?? [];
    const text = segment.kind === 'html' ? taggedToHtml(runs, tagged[i]!.codes) : runsText(runs);
    return { id: segment.id, text, source: segment.source };
  });
  return { language: to, fromMemory, fromEngine, units: answer.units };
}
