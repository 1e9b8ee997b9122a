import type { Content } from '../content/content';
import { directionOf } from './languages';
import { sourceHash } from './segment-hash';
import { segmentsOf, translateContent } from './segments';
import type { CourseTranslations } from './translation-state';
import { translationStatus } from './translation-status';

export type LearnerLanguage = { code: string; dir: 'ltr' | 'rtl' };

/** The languages learners may choose: the module's own first, then each one with at least one field translated. */
export function learnerLanguages(content: Content, translations: CourseTranslations): LearnerLanguage[] {
  const started = translationStatus(segmentsOf(content), translations)
    .filter((s) => s.translated > 0)
    .map((s) => s.lang);
  return [translations.sourceLanguage, ...started].map((code) => ({ code, dir: directionOf(code) }));
}

/**
 * The module in one of its languages as learners take it. A field whose translation is missing or
 * outdated shows its source: a learner never reads a translation of words the module no longer has.
 */
export function contentIn(content: Content, translations: CourseTranslations, language: string): Content {
  const translation = translations.byLanguage[language];
  if (!translation || language === translations.sourceLanguage) return content;
  const current = new Map(segmentsOf(content).map((s) => [s.id, sourceHash(s.source)]));
  return translateContent(content, (id) => {
    const t = translation.segments[id];
    return t && current.get(id) === t.sourceHash ? t.text : undefined;
  });
}
