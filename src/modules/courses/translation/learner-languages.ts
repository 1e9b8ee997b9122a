import type { Content } from '../content/content';
import { audioIn } from './audio-in';
import { directionOf } from './languages';
import { segmentsOf, translateContent } from './segments';
import type { CourseTranslations } from './translation-state';
import { currentTranslation, translationStatus } from './translation-status';

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
  const texts = new Map(segmentsOf(content).map((s) => [s.id, currentTranslation(s, translation)?.text]));
  return audioIn(
    translateContent(content, (id) => texts.get(id)),
    language,
  );
}

/**
 * The blocks with words but not one of them translated into `language`: shown in the module's own
 * language, they are marked so (a screen reader reads them in its voice, and an English sentence in
 * an Arabic module still runs left to right).
 */
export function untranslatedBlocks(content: Content, translations: CourseTranslations, language: string): string[] {
  if (language === translations.sourceLanguage) return [];
  const translation = translations.byLanguage[language];
  const translated = new Set<string>();
  const worded = new Set<string>();
  for (const segment of segmentsOf(content)) {
    if (!segment.blockId) continue;
    worded.add(segment.blockId);
    if (currentTranslation(segment, translation)) translated.add(segment.blockId);
  }
  return [...worded].filter((id) => !translated.has(id));
}
