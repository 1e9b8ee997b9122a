import { blocksInOrder, type Content } from '../content/content';
import type { CourseEvent } from '../events';
import { DEFAULT_SOURCE_LANGUAGE } from './languages';
import { sourceHash } from './segment-hash';
import { segmentsOf } from './segments';
import type { CourseTranslations, LanguageTranslation, SegmentTranslation } from './translation-state';

/**
 * A copy's translations: the original's, moved onto the copy's block ids. A copy keeps its
 * original's reading order, so the blocks pair up in order.
 */
export function translationsForCopy(
  original: Content,
  copy: Content,
  translations: CourseTranslations,
): CourseTranslations {
  const newIds = new Map(blocksInOrder(original).map((block, i) => [block.id, blocksInOrder(copy)[i]?.id]));
  const moved = (segmentId: string) => {
    const dot = segmentId.indexOf('.');
    if (dot < 0) return segmentId;
    const blockId = newIds.get(segmentId.slice(0, dot));
    return blockId ? `${blockId}${segmentId.slice(dot)}` : null;
  };
  const byLanguage = Object.fromEntries(
    Object.entries(translations.byLanguage).map(([lang, t]): [string, LanguageTranslation] => [
      lang,
      {
        reviewed: t.reviewed,
        segments: Object.fromEntries(
          Object.entries(t.segments).flatMap(([id, segment]) => {
            const to = moved(id);
            return to ? [[to, segment]] : [];
          }),
        ),
      },
    ]),
  );
  return { ...translations, byLanguage };
}

/** The events that give a new course these translations (each as it was: its origin, and the source it was made from). */
export function translationEvents(courseId: string, content: Content, translations: CourseTranslations): CourseEvent[] {
  const { sourceLanguage, languages, playerWords = {} } = translations;
  if (languages.length === 0 && sourceLanguage === DEFAULT_SOURCE_LANGUAGE && Object.keys(playerWords).length === 0)
    return [];
  const sources = new Map(segmentsOf(content).map((s) => [s.id, s.source]));
  const events: CourseEvent[] = [{ type: 'TranslationLanguagesChosen', data: { courseId, sourceLanguage, languages } }];
  for (const language of languages) {
    const translation = translations.byLanguage[language];
    if (!translation) continue;
    const byOrigin = new Map<SegmentTranslation['origin'], [string, SegmentTranslation][]>();
    for (const entry of Object.entries(translation.segments))
      byOrigin.set(entry[1].origin, [...(byOrigin.get(entry[1].origin) ?? []), entry]);
    for (const [origin, entries] of byOrigin) {
      const segments = entries.map(([id, s]) => {
        const source = sources.get(id) ?? '';
        // The source it was made from, when that is still the field's; else only its fingerprint is known.
        return {
          id,
          text: s.text,
          source: sourceHash(source) === s.sourceHash ? source : '',
          sourceHash: s.sourceHash,
        };
      });
      events.push({ type: 'SegmentsTranslated', data: { courseId, sourceLanguage, language, origin, segments } });
    }
    if (translation.reviewed)
      events.push({ type: 'TranslationReviewed', data: { courseId, language, reviewed: true } });
  }
  for (const [language, words] of Object.entries(playerWords))
    events.push({ type: 'PlayerWordsChanged', data: { courseId, language, words } });
  return events;
}
