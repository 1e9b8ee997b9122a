import { PLAYER_WORDS } from '../../../modules/courses/translation/shared';
import type { Pack } from './pack';

/** English: the catalogue's messages without their descriptions (the player's builds compile it like the other packs). */
export const en = Object.fromEntries(Object.entries(PLAYER_WORDS).map(([key, word]) => [key, word.message])) as Pack;
