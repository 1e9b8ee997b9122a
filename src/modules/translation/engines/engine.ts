import type { Run } from '../inline-codes';

/** ISO 639-1 codes as Tessera uses them, with a region where it matters: en, es, ca, pt-BR. */
export type LanguagePair = { from: string; to: string };

/** A term the translation must follow: `source` words always become `target` (the same words when never translated). */
export type GlossaryEntry = { source: string; target: string };

type TranslationRequest = { from: string; to: string; segments: Run[][]; glossary?: GlossaryEntry[] };

/** A machine translation engine: it sees words and numbered inline codes, never the html itself. */
export type TranslationEngine = {
  /** 'apertium' | 'openai' */
  name: string;
  /** The pairs it can translate; 'any' for a language model. */
  pairs(): Promise<LanguagePair[] | 'any'>;
  /**
   * Every segment from → to, in the same order and number. The codes come back repaired (see
   * fitToSource); blank segments come back as they went. `units`: characters (offline) or tokens
   * (language model) used, for metering. The glossary's terms are translated as it says. Rejects
   * with the signal's reason when aborted.
   */
  translate(request: TranslationRequest, signal: AbortSignal): Promise<{ segments: Run[][]; units: number }>;
};

/** The pair is not available, the engine is missing or it failed; the message is for the author. */
export class TranslationUnavailable extends Error {
  override readonly name = 'TranslationUnavailable';
}
