import { randomBytes } from 'node:crypto';
import { badRequest } from '../../../platform/errors';
import { hashSecret } from '../../../platform/secrets';

const LOGIN_PREFIX = 'login-';

/**
 * A link mailed to an account (password reset, email verification): its token names the
 * account's stream (the hash of its email, never the email) and carries a secret, of which
 * only the SHA-256 is stored.
 */
export function newMailedLink(streamId: string, lifetimeMs: number, now = Date.now()) {
  const secret = randomBytes(32).toString('base64url');
  return {
    token: `${streamId.slice(LOGIN_PREFIX.length)}.${secret}`,
    tokenHash: hashSecret(secret),
    expiresAt: new Date(now + lifetimeMs).toISOString(),
  };
}

/** The account stream and secret hash of a mailed link's token; `invalid` is the 400's message for a malformed one. */
export function parseMailedToken(token: string, invalid: string) {
  const [key, secret, ...rest] = token.split('.');
  if (!key || !/^[0-9a-f]{40}$/.test(key) || !secret || rest.length) throw badRequest(invalid);
  return { streamId: `${LOGIN_PREFIX}${key}`, tokenHash: hashSecret(secret) };
}
