import { DEFAULT_SOURCE_LANGUAGE } from './languages';
import type { PlayerWordOverrides } from './player-words';
import type { TranslationEvent, TranslationOrigin } from './translation-events';

export type SegmentTranslation = { text: string; sourceHash: string; origin: TranslationOrigin };
export type LanguageTranslation = {
  /** By segment id; a segment whose field is gone stays (an undo may bring the field back). */
  segments: Record<string, SegmentTranslation>;
  reviewed: boolean;
};
export type CourseTranslations = {
  sourceLanguage: string;
  /** The languages it is translated into, in the author's order. */
  languages: string[];
  byLanguage: Record<string, LanguageTranslation>;
  /** The author's own words for the player, by language (the module's own too); absent before any was written. */
  playerWords?: PlayerWordOverrides;
};

export const noTranslations: CourseTranslations = {
  sourceLanguage: DEFAULT_SOURCE_LANGUAGE,
  languages: [],
  byLanguage: {},
};

const emptyLanguage: LanguageTranslation = { segments: {}, reviewed: false };

export function evolveTranslations(translations: CourseTranslations, event: TranslationEvent): CourseTranslations {
  switch (event.type) {
    case 'TranslationLanguagesChosen': {
      const { sourceLanguage, languages } = event.data;
      const byLanguage = Object.fromEntries(languages.map((l) => [l, translations.byLanguage[l] ?? emptyLanguage]));
      // A language left out loses its player words with its translations.
      const kept = Object.entries(translations.playerWords ?? {}).filter(([l]) =>
        [sourceLanguage, ...languages].includes(l),
      );
      return {
        sourceLanguage,
        languages,
        byLanguage,
        ...(kept.length ? { playerWords: Object.fromEntries(kept) } : {}),
      };
    }
    case 'SegmentsTranslated': {
      const { language, origin, segments } = event.data;
      const current = translations.byLanguage[language];
      if (!current) return translations;
      const next = { ...current.segments };
      for (const { id, text, sourceHash } of segments) {
        if (text === '') delete next[id];
        else next[id] = { text, sourceHash, origin };
      }
      // A machine's words are unreviewed; a person's edit keeps the reviewer's mark.
      const reviewed = current.reviewed && (origin === 'human' || origin === 'import');
      return {
        ...translations,
        byLanguage: { ...translations.byLanguage, [language]: { segments: next, reviewed } },
      };
    }
    case 'PlayerWordsChanged': {
      const { language, words } = event.data;
      return { ...translations, playerWords: { ...translations.playerWords, [language]: words } };
    }
    case 'TranslationReviewed': {
      const current = translations.byLanguage[event.data.language];
      if (!current) return translations;
      return {
        ...translations,
        byLanguage: {
          ...translations.byLanguage,
          [event.data.language]: { ...current, reviewed: event.data.reviewed },
        },
      };
    }
  }
}
