import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { type LearnerWords, learnerWords } from '../LearnerWords';
import type { PlayerWordKey } from '../../../modules/courses/translation/shared';
import { en } from './en';
import { baseLanguage, type Messages } from './pack';
import { PACK_LOADERS } from './pack-loaders';

export type OwnWords = Partial<Record<PlayerWordKey, string>>;

const loaded = new Map<string, Messages>([['en', en]]);
let parseWord: ((message: string) => MessageFormatElement[]) | null = null;

const written = (own: OwnWords) => Object.entries(own).filter(([, text]) => text) as [PlayerWordKey, string][];

/** The locale whose pack speaks a language, when there is one. */
function packLocale(language: string): string | null {
  const locale = baseLanguage(language || 'en');
  return loaded.has(locale) || locale in PACK_LOADERS ? locale : null;
}

/** Whether the words for a language (and the author's own) can be given at once. */
export function wordsPrepared(language: string, own: OwnWords = {}): boolean {
  const locale = packLocale(language);
  return (!locale || loaded.has(locale)) && (!!parseWord || written(own).length === 0);
}

/** Fetches what a language's words need: its pack and, when the author wrote words of their own, the ICU parser. */
export async function prepareWords(language: string, own: OwnWords = {}): Promise<void> {
  const locale = packLocale(language);
  await Promise.all([
    locale && !loaded.has(locale) ? PACK_LOADERS[locale]!().then((pack) => loaded.set(locale, pack)) : null,
    !parseWord && written(own).length > 0
      ? import('./parse-words').then((m) => {
          parseWord = m.parseWord;
        })
      : null,
  ]);
}

/** An author's word parsed; none before the parser is fetched, or for a word the server should have refused. */
function parsedOwn(text: string): MessageFormatElement[] | null {
  try {
    return parseWord?.(text) ?? null;
  } catch {
    return null;
  }
}

/** Whether the browser knows a language's plural rules (an author's own words in it count by them). */
function knownLocale(language: string): boolean {
  try {
    return Intl.PluralRules.supportedLocalesOf([language]).length > 0;
  } catch {
    return false;
  }
}

/**
 * The player's words in a module's language: its pack with the author's own words over it. A
 * language without a pack says English, marked English, but for the words the author wrote. Until
 * `prepareWords` has fetched them, a pack's language says English too.
 */
export function playerWordsIn(language: string, own: OwnWords = {}): LearnerWords {
  const locale = packLocale(language);
  const pack = locale ? loaded.get(locale) : undefined;
  const ownMessages = Object.fromEntries(
    written(own).flatMap(([key, text]) => {
      const parsed = parsedOwn(text);
      return parsed ? [[key, parsed]] : [];
    }),
  );
  const messages = { ...(pack ?? en), ...ownMessages };
  if (locale && pack) return learnerWords(locale, messages);
  const english = new Set((Object.keys(en) as PlayerWordKey[]).filter((key) => !(key in ownMessages)));
  return learnerWords(knownLocale(language) ? language : 'en', messages, english);
}
