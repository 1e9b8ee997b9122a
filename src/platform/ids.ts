import { randomInt } from 'node:crypto';

import { ID_ALPHABET } from './id-alphabet';

export { ID_ALPHABET };

export function newId(length = 16): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}
