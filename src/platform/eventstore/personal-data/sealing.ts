import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * One person's value in an event, encrypted with that person's own key (AES-256-GCM, the person's
 * id as associated data). Stored as `sealed:v1:<subject>:<base64url(iv | tag | ciphertext)>`: the
 * subject is in the clear so a reader knows which key to ask for. Deleting the key erases the value
 * from every copy of the event at once ("crypto-shredding"; README "Personal data").
 */
const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const KEY_BYTES = 32;

/** What a value is, so an erased one reads as something of the same shape. */
export type PersonalKind = 'email' | 'name' | 'family-name' | 'identifier';

export const ERASED_NAME = 'deleted user';

export function seal(subject: string, key: Uint8Array, value: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(subject));
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `${PREFIX}${subject}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The subject whose key opens this value, or null for a value written in the clear (before sealing existed). */
export function sealedSubject(value: string): string | null {
  if (!value.startsWith(PREFIX)) return null;
  const end = value.lastIndexOf(':');
  return end > PREFIX.length ? value.slice(PREFIX.length, end) : null;
}

/** The value, or null when the key is gone or does not open it (erased). */
export function open(value: string, key: Uint8Array | undefined): string | null {
  const subject = sealedSubject(value);
  if (subject === null || key === undefined) return null;
  const packed = Buffer.from(value.slice(value.lastIndexOf(':') + 1), 'base64url');
  if (packed.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(subject));
    decipher.setAuthTag(packed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(packed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** What an erased value reads as: the same shape, nothing of the person (emails stay distinct per person). */
export function erasedValue(kind: PersonalKind, subject: string): string {
  switch (kind) {
    case 'email':
      return `erased-${createHash('sha256').update(subject).digest('hex').slice(0, 12)}@erased.invalid`;
    case 'name':
      return ERASED_NAME;
    case 'family-name':
      return '';
    case 'identifier':
      return 'erased';
  }
}
