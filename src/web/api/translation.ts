import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { SEGMENT_FIELDS, TRANSLATION_STATES } from '../../modules/courses/translation/shared';
import { request } from './client';

const languageStatus = z.object({
  lang: z.string(),
  state: z.enum(TRANSLATION_STATES),
  translated: z.number(),
  total: z.number(),
  outdated: z.number(),
  missing: z.number(),
  human: z.number(),
  /** Machine drafts no person has edited or confirmed (absent from servers before it was counted). */
  machine: z._default(z.number(), 0),
});
export type LanguageStatus = z.infer<typeof languageStatus>;

const translationSummary = z.object({
  revision: z.number(),
  sourceLanguage: z.string(),
  translatedLanguages: z.array(z.string()),
  translationStatus: z.array(languageStatus),
});

const overview = z.extend(translationSummary, {
  machineTranslation: z.object({
    engine: z.string(),
    pairs: z.union([z.literal('any'), z.array(z.object({ from: z.string(), to: z.string() }))]),
    problem: z.nullable(z.string()),
  }),
  /** Why the organisation's admins turned translation off, or null while it is on. */
  turnedOff: z._default(z.nullable(z.string()), null),
});
export type TranslationOverview = z.infer<typeof overview>;

const segment = z.object({
  id: z.string(),
  blockId: z.nullable(z.string()),
  blockType: z.nullable(z.string()),
  field: z.enum(SEGMENT_FIELDS),
  index: z.optional(z.number()),
  kind: z.enum(['html', 'text']),
  source: z.string(),
  sourceHash: z.string(),
  text: z.string(),
  state: z.enum(['missing', 'outdated', 'machine', 'memory', 'human', 'import']),
  memory: z.optional(z.string()),
});
export type TranslationSegment = z.infer<typeof segment>;

const workspace = z.object({
  revision: z.number(),
  language: z.string(),
  sourceLanguage: z.string(),
  reviewed: z.boolean(),
  segments: z.array(segment),
  /** Videos, and whether each has captions in this language. */
  captions: z.array(z.object({ blockId: z.string(), blockType: z.string(), hasTrack: z.boolean() })),
});
export type TranslationWorkspace = z.infer<typeof workspace>;

const machineAnswer = z.extend(translationSummary, {
  results: z.array(z.object({ language: z.string(), fromMemory: z.number(), fromEngine: z.number() })),
});

const playerWords = z.object({ words: z.record(z.string(), z.string()) });

const path = (courseId: string, language?: string) =>
  `/courses/translate/${encodeURIComponent(courseId)}${language ? `/${encodeURIComponent(language)}` : ''}`;

export const translationQueries = {
  all: (courseId: string) => ['translation', courseId] as const,
  overview: (courseId: string) =>
    queryOptions({
      queryKey: [...translationQueries.all(courseId), 'overview'] as const,
      queryFn: ({ signal }) => request(path(courseId), overview, { signal }),
    }),
  language: (courseId: string, language: string) =>
    queryOptions({
      queryKey: [...translationQueries.all(courseId), 'language', language] as const,
      queryFn: ({ signal }) => request(path(courseId, language), workspace, { signal }),
    }),
  /** The author's own words for the player in one language, by key (the pack says the others). */
  playerWords: (courseId: string, language: string) =>
    queryOptions({
      queryKey: [...translationQueries.all(courseId), 'player-words', language] as const,
      queryFn: ({ signal }) => request(`${path(courseId, language)}/player-words`, playerWords, { signal }),
    }),
};

export const chooseLanguages = (courseId: string, languages: string[]) =>
  request(`/courses/selectedLanguages/${encodeURIComponent(courseId)}`, translationSummary, {
    method: 'POST',
    body: { languages, isDraft: true },
  });

export const removeLanguage = (courseId: string, language: string) =>
  request(path(courseId, language), translationSummary, { method: 'DELETE' });

/** Machine-translates one language: everything still to do, or only these blocks. */
export const machineTranslate = (courseId: string, language: string, blockIds?: string[], signal?: AbortSignal) =>
  blockIds
    ? request('/courses/partial-translate', machineAnswer, {
        method: 'POST',
        body: { id: courseId, blocks: blockIds, language },
        signal,
      })
    : request(`/courses/translate/${encodeURIComponent(courseId)}`, machineAnswer, {
        method: 'POST',
        body: { languages: [language] },
        signal,
      });

export const saveTranslations = (
  courseId: string,
  language: string,
  segments: { id: string; text: string; sourceHash: string }[],
) => request(path(courseId, language), translationSummary, { method: 'PUT', body: { segments } });

/** Every override of the player's words in one language: a word left out says its pack's again. */
export const savePlayerWords = (courseId: string, language: string, words: Record<string, string>) =>
  request(`${path(courseId, language)}/player-words`, playerWords, { method: 'PUT', body: { words } });

export const reviewLanguage = (courseId: string, language: string, reviewed: boolean) =>
  request(`${path(courseId, language)}/review`, translationSummary, { method: 'POST', body: { reviewed } });

export const xliffUrl = (courseId: string, language: string, version: '1.2' | '2.0') =>
  `/api${path(courseId, language)}/xliff?version=${version}`;

/** A translated XLIFF file, sent as it is. */
export const importXliff = (courseId: string, language: string, file: Blob) =>
  request(`${path(courseId, language)}/xliff`, z.extend(translationSummary, { imported: z.number() }), {
    method: 'POST',
    body: file,
  });

const languageStats = z.object({
  lang: z.string(),
  modules: z.number(),
  states: z.record(z.string(), z.number()),
  translated: z.number(),
  total: z.number(),
  outdated: z.number(),
});

const metricRow = z.object({
  courseId: z.string(),
  title: z.string(),
  lang: z.string(),
  state: z.enum(TRANSLATION_STATES),
  translated: z.number(),
  total: z.number(),
  outdated: z.number(),
  human: z.number(),
  updatedAt: z.string(),
});

export const organisationTranslationQueries = {
  /** SPEC §7 GET /courses/translation-stats: each language across the organisation. */
  stats: () =>
    queryOptions({
      queryKey: ['translation', 'stats'] as const,
      queryFn: ({ signal }) =>
        request('/courses/translation-stats', z.object({ languages: z.array(languageStats) }), { signal }),
    }),
  /** SPEC §7 GET /courses/translation-metrics: every translated language of every module, a page at a time. */
  metrics: (pageNum: number, pageSize: number) =>
    queryOptions({
      queryKey: ['translation', 'metrics', pageNum, pageSize] as const,
      queryFn: ({ signal }) =>
        request(
          `/courses/translation-metrics?pageNum=${pageNum}&pageSize=${pageSize}`,
          z.object({ data: z.array(metricRow), total: z.number() }),
          { signal },
        ),
    }),
};
