import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';
import { languageCode } from './languages';
import { MAX_PLAYER_WORD } from './player-words';

const TRANSLATION_ORIGINS = ['machine', 'memory', 'human', 'import'] as const;
export type TranslationOrigin = (typeof TRANSLATION_ORIGINS)[number];

/** The longest text one translated field holds, however it arrives (typed, imported, machine-made). */
export const MAX_TRANSLATED_TEXT = 100_000;

const translatedSegment = z.object({
  id: z.string().max(200),
  /** Empty: the translation is cleared. */
  text: z.string().max(MAX_TRANSLATED_TEXT),
  /** The source text this translation was made from (the organisation's translation memory keeps the pair), and its fingerprint. */
  source: z.string().max(MAX_TRANSLATED_TEXT),
  sourceHash: z.string().max(32),
});

/**
 * Translations live on the course's own stream: a publish freezes the content and its
 * translations together, and a translation is outdated against the very source it sits beside.
 */
export const translationEventSchemas = {
  /** The module's language and the languages it is translated into; a language left out loses its translations. */
  TranslationLanguagesChosen: z.object({
    courseId: z.string(),
    sourceLanguage: languageCode,
    languages: z.array(languageCode),
  }),
  SegmentsTranslated: z.object({
    courseId: z.string(),
    sourceLanguage: languageCode,
    language: languageCode,
    origin: z.enum(TRANSLATION_ORIGINS),
    /** The engine that wrote a machine translation (apertium, openai). */
    engine: z.string().max(40).optional(),
    segments: z.array(translatedSegment),
  }),
  /** A reviewer marked the language translated (or took the mark back). */
  TranslationReviewed: z.object({ courseId: z.string(), language: languageCode, reviewed: z.boolean() }),
  /** The author's own words for the player in one language ("Start" → "Begin"), all of them after the change, by key. */
  PlayerWordsChanged: z.object({
    courseId: z.string(),
    language: languageCode,
    words: z.record(z.string().max(64), z.string().max(MAX_PLAYER_WORD)),
  }),
};

export type TranslationEvent = EventsOf<typeof translationEventSchemas>;
export const TRANSLATION_EVENT_TYPES: ReadonlySet<string> = new Set(Object.keys(translationEventSchemas));
