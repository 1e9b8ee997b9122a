import { badRequest } from '../../../platform/errors';
import type { Course, CourseState, OnCourse } from '../course-state';
import { liveCourse } from '../course-state';
import { sanitizeRichText } from '../content/sanitize';
import type { CourseEvent } from '../events';
import { setPlayerWords } from './decide-player-words';
import { MAX_TARGET_LANGUAGES } from './languages';
import { notALanguageOf, SOURCE_LANGUAGE_FIXED } from './messages';
import { sourceHash } from './segment-hash';
import { segmentsOf } from './segments';
import type { TranslationOrigin } from './translation-events';
import { languageStatus } from './translation-status';

/** A translation of a field, with the source text it was made from (not necessarily the field's source now). */
export type TranslatedText = { id: string; text: string; source: string };

export type TranslationCommand = OnCourse &
  /** The module's languages: the first is its own (the source), the others are translated into. */
  (
    | { type: 'ChooseLanguages'; languages: string[] }
    | { type: 'RemoveLanguage'; language: string }
    | {
        type: 'RecordTranslations';
        language: string;
        origin: TranslationOrigin;
        engine?: string;
        segments: TranslatedText[];
      }
    | { type: 'ReviewLanguage'; language: string; reviewed: boolean }
    | { type: 'SetPlayerWords'; language: string; words: Record<string, string> }
  );

function targetLanguage(course: Course, language: string): string {
  if (!course.translations.languages.includes(language))
    throw badRequest(notALanguageOf(language), { field: 'language' });
  return language;
}

const hasTranslations = (course: Course) =>
  Object.values(course.translations.byLanguage).some((l) => Object.keys(l.segments).length > 0);

function chooseLanguages(course: Course, requested: string[]): CourseEvent[] {
  const [sourceLanguage, ...rest] = [...new Set(requested)];
  if (!sourceLanguage) throw badRequest('Invalid languages: name at least the module’s own language');
  const languages = rest.filter((l) => l !== sourceLanguage);
  if (languages.length > MAX_TARGET_LANGUAGES)
    throw badRequest(`Invalid languages: at most ${MAX_TARGET_LANGUAGES} translations per module`);
  const current = course.translations;
  if (sourceLanguage !== current.sourceLanguage && hasTranslations(course)) throw badRequest(SOURCE_LANGUAGE_FIXED);
  if (sourceLanguage === current.sourceLanguage && languages.join() === current.languages.join()) return [];
  return [{ type: 'TranslationLanguagesChosen', data: { courseId: course.id, sourceLanguage, languages } }];
}

function recordTranslations(course: Course, command: Extract<TranslationCommand, { type: 'RecordTranslations' }>) {
  const language = targetLanguage(course, command.language);
  const kinds = new Map(segmentsOf(course.content).map((s) => [s.id, s.kind]));
  const unknown = command.segments.filter((s) => !kinds.has(s.id)).map((s) => s.id);
  if (unknown.length)
    throw badRequest(`Invalid segments: ${unknown.slice(0, 5).join(', ')} not in this module`, { field: 'segments' });
  const existing = course.translations.byLanguage[language]!.segments;
  const segments = command.segments
    .map((s) => ({
      id: s.id,
      text: kinds.get(s.id) === 'html' ? sanitizeRichText(s.text) : s.text,
      source: s.source,
      sourceHash: sourceHash(s.source),
    }))
    .filter((s) => {
      const before = existing[s.id];
      if (!before) return s.text !== '';
      return before.text !== s.text || before.sourceHash !== s.sourceHash || before.origin !== command.origin;
    });
  if (segments.length === 0) return [];
  return [
    {
      type: 'SegmentsTranslated' as const,
      data: {
        courseId: course.id,
        sourceLanguage: course.translations.sourceLanguage,
        language,
        origin: command.origin,
        ...(command.engine ? { engine: command.engine } : {}),
        segments,
      },
    },
  ];
}

function review(course: Course, language: string, reviewed: boolean): CourseEvent[] {
  const translation = course.translations.byLanguage[targetLanguage(course, language)]!;
  if (translation.reviewed === reviewed) return [];
  if (reviewed) {
    const status = languageStatus(segmentsOf(course.content), language, translation);
    if (status.missing || status.outdated)
      throw badRequest(
        `Invalid reviewed: ${status.missing} fields still need a translation and ${status.outdated} are outdated`,
      );
  }
  return [{ type: 'TranslationReviewed', data: { courseId: course.id, language, reviewed } }];
}

export function decideTranslation(command: TranslationCommand, state: CourseState): CourseEvent[] {
  const course = liveCourse(state, command.orgId);
  const events = ((): CourseEvent[] => {
    switch (command.type) {
      case 'ChooseLanguages':
        return chooseLanguages(course, command.languages);
      case 'RemoveLanguage': {
        const language = targetLanguage(course, command.language);
        const { sourceLanguage, languages } = course.translations;
        return [
          {
            type: 'TranslationLanguagesChosen',
            data: { courseId: course.id, sourceLanguage, languages: languages.filter((l) => l !== language) },
          },
        ];
      }
      case 'RecordTranslations':
        return recordTranslations(course, command);
      case 'ReviewLanguage':
        return review(course, command.language, command.reviewed);
      case 'SetPlayerWords':
        return setPlayerWords(course, command.language, command.words);
    }
  })();
  // What learners would see changes at the next publish: the module now has a draft.
  if (events.length && command.type !== 'ReviewLanguage' && course.status !== 'DRAFTING')
    events.push({ type: 'DraftingStarted', data: { courseId: course.id } });
  return events;
}
