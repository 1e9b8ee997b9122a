import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { unauthorized } from '../../../platform/errors';
import { signedClaims } from '../../../platform/http/signed-claims';

const sessionClaims = z.object({ dispatchId: z.string(), courseId: z.string() });

/**
 * Each dispatch's secret is derived from the server's secret (so it is never stored and the
 * package can be downloaded again); the package exchanges it for a short-lived session token.
 */
export function dispatchCredentials(serverSecret: string) {
  const sessions = signedClaims(serverSecret, {
    audience: 'tessera:dispatch',
    lifetime: '2h',
    schema: sessionClaims,
    refusal: 'This dispatch session has expired: reopen the module',
  });
  const secretOf = (dispatchId: string) =>
    createHmac('sha256', serverSecret).update(`dispatch:${dispatchId}`).digest('base64url');
  const sha = (text: string) => createHmac('sha256', 'compare').update(text).digest();
  return {
    secretOf,
    /** Constant-time comparison of the secret a package presents. */
    checkSecret(dispatchId: string, secret: string) {
      if (!timingSafeEqual(sha(secretOf(dispatchId)), sha(secret)))
        throw unauthorized('This dispatch package is not valid');
    },
    learnerKey: (dispatchId: string, learnerId: string) =>
      createHmac('sha256', serverSecret).update(`learner:${dispatchId}:${learnerId}`).digest('base64url'),
    openSession: sessions.sign,
    verifySession: sessions.verify,
  };
}
