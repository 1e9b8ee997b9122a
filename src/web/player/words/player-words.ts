import { ENGLISH_WORDS, type LearnerWords, learnerWords } from '../../blocks/LearnerWords';
import { PLAYER_WORD_KEYS, type PlayerWordKey } from '../../../modules/courses/translation/shared';
import { ar } from './ar';
import { ca } from './ca';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import type { Pack } from './pack';
import { pt } from './pt';

/** Every pack is in the player's bundle: a package plays offline, and no word shows in English before its own arrives. */
const PACKS: Record<string, Pack> = { en: ENGLISH_WORDS, es, ca, fr, de, pt, it, nl, ar };

/** A language's pack: a regional one uses its language's (es-MX speaks es); none for a language without one. */
export function packOf(language: string): { locale: string; pack: Pack } | null {
  const base = language.split('-')[0]!.toLowerCase();
  const pack = PACKS[base];
  return pack ? { locale: base, pack } : null;
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
 * language without a pack says English, marked English, but for the words the author wrote.
 */
export function playerWordsIn(language: string, overrides: Partial<Record<PlayerWordKey, string>> = {}): LearnerWords {
  const found = packOf(language || 'en');
  const own = Object.fromEntries(Object.entries(overrides).filter(([, text]) => text));
  const messages = { ...(found?.pack ?? ENGLISH_WORDS), ...own };
  if (found) return learnerWords(found.locale, messages);
  const english = new Set(PLAYER_WORD_KEYS.filter((key) => !(key in own)));
  return learnerWords(knownLocale(language) ? language : 'en', messages, english);
}
