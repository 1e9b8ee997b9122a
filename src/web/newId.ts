import { ID_ALPHABET } from '../platform/id-alphabet';

/** Bytes at or above this are redrawn, so every character is equally likely (216 = 4 × 54). */
const UNBIASED_LIMIT = 256 - (256 % ID_ALPHABET.length);

/** A random id drawn in the browser: blocks and sections (16 characters), question options (5). */
export function newId(length = 16): string {
  let id = '';
  const bytes = new Uint8Array(length * 2);
  while (id.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && id.length < length) id += ID_ALPHABET[byte % ID_ALPHABET.length];
    }
  }
  return id;
}
