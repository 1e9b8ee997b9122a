import { IntlMessageFormat } from 'intl-messageformat';
import { createContext, useContext } from 'react';
import type { PlayerWordKey } from '../../modules/courses/translation/shared';
import { en } from './words/en';
import type { Messages } from './words/pack';

export type WordValues = Record<string, string | number>;

/**
 * The player's words in the language it shows (ICU messages, formatted by FormatJS's
 * intl-messageformat), which of them are English for want of a pack, and `inside`: the language
 * they are in when they sit in a block marked as another (an untranslated block keeps the module's
 * own language).
 */
export type LearnerWords = {
  say: (word: PlayerWordKey, values?: WordValues) => string;
  /** The language the words are formatted in (numbers and plurals follow it). */
  locale: string;
  english: ReadonlySet<PlayerWordKey>;
  inside?: { lang: string; dir: 'ltr' | 'rtl' };
};

// FormatJS asks ICU which locale it supports each time a message is built: several ms a message on
// a slow phone, for every word of the cover. The answer is kept per language.
const resolvedLocales = new Map<string, Intl.Locale | undefined>();
const resolveLocale = IntlMessageFormat.resolveLocale;
IntlMessageFormat.resolveLocale = (locales) => {
  const key = String(locales);
  if (!resolvedLocales.has(key)) resolvedLocales.set(key, resolveLocale(locales));
  return resolvedLocales.get(key);
};

/** Each message is made ready to format once, the first time it is said. */
export function learnerWords(
  locale: string,
  messages: Messages,
  english: ReadonlySet<PlayerWordKey> = new Set(),
): LearnerWords {
  const formats = new Map<PlayerWordKey, IntlMessageFormat>();
  const say = (word: PlayerWordKey, values?: WordValues) => {
    let format = formats.get(word);
    if (!format) {
      format = new IntlMessageFormat(messages[word] ?? en[word], locale);
      formats.set(word, format);
    }
    return format.format<string>(values) as string;
  };
  return { say, locale, english };
}

/** Outside the player (the editor's views of a block, for its authors) the words are English. */
const LearnerWordsContext = createContext<LearnerWords>(learnerWords('en', en));
export const LearnerWordsProvider = LearnerWordsContext.Provider;

/** A player word as text, for attributes (aria-label, title) and announcements. */
export function useSay() {
  return useContext(LearnerWordsContext).say;
}

/** How the learner's language writes numbers. */
export function useLearnerIntl() {
  const { locale } = useContext(LearnerWordsContext);
  return {
    formatNumber: (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(locale, options).format(value),
  };
}

/** The language the player's words are in, for numbers and units formatted alike ("1,2 Mo" in French). */
export const useLearnerLocale = () => useContext(LearnerWordsContext).locale;

/**
 * A player word on the screen. One the module's language has no pack for is English: marked so a
 * screen reader reads it in an English voice, and kept left to right in a right-to-left module
 * ("Correct!", not "!Correct"). Words in the module's language need no mark.
 */
export function Say({ word, values }: { word: PlayerWordKey; values?: WordValues }) {
  const { say, english, inside } = useContext(LearnerWordsContext);
  const text = say(word, values);
  const mark = english.has(word) ? { lang: 'en', dir: 'ltr' as const } : inside;
  return mark ? (
    <span lang={mark.lang} dir={mark.dir}>
      {text}
    </span>
  ) : (
    text
  );
}
