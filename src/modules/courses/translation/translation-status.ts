import { sourceHash } from './segment-hash';
import type { Segment } from './segments';
import type { CourseTranslations, LanguageTranslation } from './translation-state';

export const TRANSLATION_STATES = [
  'not_started',
  'in_progress',
  'machine_translated',
  'in_review',
  'translated',
  'outdated',
] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** Where one field stands in one language. */
export type SegmentState = 'missing' | 'outdated' | 'machine' | 'memory' | 'human' | 'import';

/** SPEC §3 translationStatus (lang, state), with the counts behind it. */
export type LanguageStatus = {
  lang: string;
  state: TranslationState;
  /** Fields with a translation of their current source. */
  translated: number;
  total: number;
  outdated: number;
  missing: number;
  /** Of the translated fields, how many a person wrote or checked (by hand or by an imported file). */
  human: number;
  /** Of the translated fields, how many are the engine's drafts no person has edited or confirmed yet. */
  machine: number;
};

/** Still to translate: no translation, or one of a source that has changed since. */
export const needsTranslation = (state: SegmentState) => state === 'missing' || state === 'outdated';

/** The field's translation when it is of the source the field has now. */
export function currentTranslation(segment: Segment, language: LanguageTranslation | undefined) {
  return needsTranslation(segmentState(segment, language)) ? undefined : language?.segments[segment.id];
}

export function segmentState(segment: Segment, language: LanguageTranslation | undefined): SegmentState {
  const translation = language?.segments[segment.id];
  if (!translation) return 'missing';
  if (translation.sourceHash !== sourceHash(segment.source)) return 'outdated';
  return translation.origin;
}

function stateOf(counts: Omit<LanguageStatus, 'lang' | 'state'>, reviewed: boolean): TranslationState {
  if (counts.translated + counts.outdated === 0) return 'not_started';
  // Never silently stale: one changed source makes the whole language outdated until it is translated again.
  if (counts.outdated > 0) return 'outdated';
  if (counts.missing > 0) return 'in_progress';
  if (reviewed) return 'translated';
  return counts.human === 0 ? 'machine_translated' : 'in_review';
}

export function languageStatus(segments: Segment[], lang: string, language: LanguageTranslation | undefined) {
  const counts = { translated: 0, total: segments.length, outdated: 0, missing: 0, human: 0, machine: 0 };
  for (const segment of segments) {
    const state = segmentState(segment, language);
    if (state === 'missing') counts.missing++;
    else if (state === 'outdated') counts.outdated++;
    else {
      counts.translated++;
      if (state === 'human' || state === 'import') counts.human++;
      if (state === 'machine') counts.machine++;
    }
  }
  return { lang, state: stateOf(counts, language?.reviewed ?? false), ...counts } satisfies LanguageStatus;
}

/** Each translated language's status against the module's fields as they are now. */
export const translationStatus = (segments: Segment[], translations: CourseTranslations): LanguageStatus[] =>
  translations.languages.map((lang) => languageStatus(segments, lang, translations.byLanguage[lang]));
