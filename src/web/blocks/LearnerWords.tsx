import { createContext, useContext } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { PLAYER_WORDS, type PlayerWordKey } from '../../modules/courses/translation/shared';

export type WordValues = Record<string, string | number>;

/**
 * The player's words in the language it shows (ICU messages, formatted by react-intl), which of
 * them are English for want of a pack, and `inside`: the language they are in when they sit in a
 * block marked as another (an untranslated block keeps the module's own language).
 */
export type LearnerWords = {
  intl: IntlShape;
  english: ReadonlySet<PlayerWordKey>;
  inside?: { lang: string; dir: 'ltr' | 'rtl' };
};

const cache = createIntlCache();

export const learnerWords = (
  locale: string,
  messages: Record<PlayerWordKey, string>,
  english: ReadonlySet<PlayerWordKey> = new Set(),
): LearnerWords => ({ intl: createIntl({ locale, messages }, cache), english });

/** The English pack: the messages of the words' source. */
export const ENGLISH_WORDS = Object.fromEntries(
  Object.entries(PLAYER_WORDS).map(([key, word]) => [key, word.message]),
) as Record<PlayerWordKey, string>;

/** Outside the player (the editor's views of a block, for its authors) the words are English. */
const LearnerWordsContext = createContext<LearnerWords>(learnerWords('en', ENGLISH_WORDS));
export const LearnerWordsProvider = LearnerWordsContext.Provider;

/** A player word as text, for attributes (aria-label, title) and announcements. */
export function useSay() {
  const { intl } = useContext(LearnerWordsContext);
  return (word: PlayerWordKey, values?: WordValues) => intl.formatMessage({ id: word }, values);
}

/** The language the player's words are in, for numbers and units formatted alike ("1,2 Mo" in French). */
export const useLearnerLocale = () => useContext(LearnerWordsContext).intl.locale;

/**
 * A player word on the screen. One the module's language has no pack for is English: marked so a
 * screen reader reads it in an English voice, and kept left to right in a right-to-left module
 * ("Correct!", not "!Correct"). Words in the module's language need no mark.
 */
export function Say({ word, values }: { word: PlayerWordKey; values?: WordValues }) {
  const { intl, english, inside } = useContext(LearnerWordsContext);
  const text = intl.formatMessage({ id: word }, values);
  const mark = english.has(word) ? { lang: 'en', dir: 'ltr' as const } : inside;
  return mark ? (
    <span lang={mark.lang} dir={mark.dir}>
      {text}
    </span>
  ) : (
    text
  );
}
