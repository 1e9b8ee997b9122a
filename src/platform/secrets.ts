import { createHash } from 'node:crypto';

/** Link secrets (invites, password resets) are stored only as their SHA-256. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
