import { OPTION_ID_LENGTH } from '../../modules/courses/content/blocks';

/** The server's id alphabet (src/platform/ids.ts, which needs node:crypto): 54 characters without look-alikes. */
export const OPTION_ID_ALPHABET = '2346789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRTUVWXYZ';

/** Bytes at or above this are redrawn, so every character is equally likely (216 = 4 × 54). */
const UNBIASED_LIMIT = 256 - (256 % OPTION_ID_ALPHABET.length);

/** A random id for a new question option, drawn in the browser. */
export function newOptionId(length = OPTION_ID_LENGTH): string {
  let id = '';
  const bytes = new Uint8Array(length * 2);
  while (id.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && id.length < length) id += OPTION_ID_ALPHABET[byte % OPTION_ID_ALPHABET.length];
    }
  }
  return id;
}
