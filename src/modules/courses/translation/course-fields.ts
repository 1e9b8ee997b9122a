import type { Course } from '../course-state';
import { segmentsOf } from './segments';
import { translationStatus } from './translation-status';

/**
 * The translation fields of SPEC §3 on a course: translatedLanguages (its own first),
 * translationStatus and title_{lang} / description_{lang}.
 */
export function translationFields(course: Course) {
  const { sourceLanguage, languages, byLanguage } = course.translations;
  const titled = languages.flatMap((lang) => {
    const segments = byLanguage[lang]!.segments;
    return [
      [`title_${lang}`, segments.title?.text ?? ''],
      [`description_${lang}`, segments.description?.text ?? ''],
    ];
  });
  return {
    sourceLanguage,
    translatedLanguages: [sourceLanguage, ...languages],
    // Every save answers these fields: a module with no translations needs no walk over its blocks.
    translationStatus: languages.length ? translationStatus(segmentsOf(course.content), course.translations) : [],
    ...Object.fromEntries(titled),
  };
}
