import type { PlayerWordKey } from '../../../modules/courses/translation/shared';

/** A language's words for the player: every key of the English pack (PLAYER_WORDS), as ICU messages. */
export type Pack = Record<PlayerWordKey, string>;
