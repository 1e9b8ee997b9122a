import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { PlayerWordKey } from '../../../modules/courses/translation/shared';

/** A language's words for the player: every key of the English pack (PLAYER_WORDS), as ICU messages. */
export type Pack = Record<PlayerWordKey, string>;

/**
 * Words as intl-messageformat takes them: ICU text, or already parsed. The player's builds ship the packs
 * parsed (scripts/precompiled-player-words.ts), so the player carries no ICU parser.
 */
export type Messages = Partial<Record<PlayerWordKey, string | MessageFormatElement[]>>;

/** The language whose pack speaks a language: its base (es-MX speaks es). */
export const baseLanguage = (language: string) => language.split('-')[0]!.toLowerCase();
