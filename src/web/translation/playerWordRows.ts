import { PLAYER_WORD_KEYS, PLAYER_WORDS, type PlayerWordKey } from '../../modules/courses/translation/shared';
import { en } from '../blocks/words/en';
import { packOf } from '../blocks/words/all-packs';

/** One of the player's words as an author sees it: what it is for, and what the player says unless they write their own. */
export type PlayerWordRow = { key: PlayerWordKey; description: string; english: string; standard: string };

/** The player's words in a language: its pack's, or English where there is no pack. */
export function playerWordRows(language: string): PlayerWordRow[] {
  const pack = packOf(language)?.pack ?? en;
  return PLAYER_WORD_KEYS.map((key) => ({
    key,
    description: PLAYER_WORDS[key].description,
    english: PLAYER_WORDS[key].message,
    standard: pack[key],
  }));
}

/** Whether a word answers the author's filter: by what it is for, or any of its words (English, the pack's, their own). */
export function matchesFilter(row: PlayerWordRow, own: string, filter: string): boolean {
  const wanted = filter.trim().toLocaleLowerCase();
  return [row.description, row.english, row.standard, own].some((text) => text.toLocaleLowerCase().includes(wanted));
}
