import { parse } from '@formatjs/icu-messageformat-parser';

/** An author's own word, parsed as the player's packs are at build time: loaded only for a module that has some. */
export const parseWord = (message: string) => parse(message);
