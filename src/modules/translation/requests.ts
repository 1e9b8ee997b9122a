import { z } from 'zod';
import { languageCode, MAX_PLAYER_WORD, MAX_TRANSLATED_TEXT } from '../courses';
import { GLOSSARY_LIMITS, glossaryTermSchema } from './glossary/events';

const courseId = z.string().min(1).max(64);
const blockIds = z.array(z.string().min(1).max(64)).max(2000);
const languages = z.array(languageCode).max(21);

export const courseIdParam = z.object({ id: courseId });
export const languageParam = z.object({ id: courseId, lang: languageCode });

/** SPEC §7 selectedLanguages: the module's languages, its own first. `isDraft` is accepted: languages always change the draft. */
export const selectedLanguagesBody = z.object({
  languages: languages.min(1, 'name at least the module’s own language'),
  isDraft: z.boolean().optional(),
});

const TRANSLATE_METHODS = ['machine', 'memory'] as const;

/**
 * SPEC §7 translate: which languages (or all of them), and what: every field still to translate,
 * or only those of `changedBlocks` — except in the languages of `langDiff` (just added), which get
 * everything. `method` machine: memory first, then the engine; memory: the memory alone.
 */
export const translateBody = z.object({
  languages: languages.default([]),
  changedBlocks: blockIds.optional(),
  langDiff: languages.default([]),
  method: z.enum(TRANSLATE_METHODS).default('machine'),
  allLanguages: z.boolean().default(false),
});

export const translateNowBody = z.object({ languages: languages.optional() }).default({});

/** SPEC §7 partial-translate: these blocks in this language (an empty list: every block with something to translate). */
export const partialTranslateBody = z.object({ id: courseId, blocks: blockIds, language: languageCode });

/** A person's translations, each against the fingerprint of the source they translated. */
export const segmentEditsBody = z.object({
  segments: z
    .array(
      z.object({
        id: z.string().min(1).max(200),
        text: z.string().max(MAX_TRANSLATED_TEXT),
        sourceHash: z.string().max(32),
      }),
    )
    .min(1)
    .max(500),
});

export const reviewBody = z.object({ reviewed: z.boolean() });

/** The author's own words for the player in one language, by key (the keys are checked against the English pack's). */
export const playerWordsBody = z.object({
  words: z.record(z.string().max(64), z.string().max(MAX_PLAYER_WORD)).refine((w) => Object.keys(w).length <= 200),
});

export const xliffQuery = z.object({ version: z.enum(['1.2', '2.0']).default('2.0') });

const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** translation-metrics: a row per module and language (the editor's view), or per module (the admin's metrics). */
export const translationMetricsQuery = pageQuery.extend({ per: z.enum(['language', 'module']).default('language') });

/** A glossary term as an author saves it; at most GLOSSARY_LIMITS.languages translations. */
export const glossaryTermBody = glossaryTermSchema.extend({
  translations: glossaryTermSchema.shape.translations.refine(
    (translations) => Object.keys(translations).length <= GLOSSARY_LIMITS.languages,
    `at most ${GLOSSARY_LIMITS.languages} languages`,
  ),
});

export const glossaryTermParam = z.object({ termId: z.string().min(1).max(64) });
