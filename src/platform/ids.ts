import { randomInt } from 'node:crypto';

/** 54 characters: letters and digits without the look-alikes 0 O o 1 l I 5 S (digits 0 1 5, capitals I O S, small l o) (SPEC §9). */
export const ID_ALPHABET = '2346789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRTUVWXYZ';

export function newId(length = 16): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}
