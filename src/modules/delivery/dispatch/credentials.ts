import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { unauthorized } from '../../../platform/errors';

const AUDIENCE = 'tessera:dispatch';
const SESSION_LIFETIME = '2h';

const sessionClaims = z.object({ dispatchId: z.string(), courseId: z.string() });
export type DispatchSession = z.infer<typeof sessionClaims>;

/**
 * Each dispatch's secret is derived from the server's secret (so it is never stored and the
 * package can be downloaded again); the package exchanges it for a short-lived session token.
 */
export function dispatchCredentials(serverSecret: string) {
  const key = new TextEncoder().encode(serverSecret);
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
    openSession: (session: DispatchSession) =>
      new SignJWT(session)
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(SESSION_LIFETIME)
        .sign(key),
    async verifySession(token: string | undefined): Promise<DispatchSession> {
      const payload = token
        ? await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE }).then(
            (r) => r.payload,
            () => null,
          )
        : null;
      const parsed = sessionClaims.safeParse(payload);
      if (!parsed.success) throw unauthorized('This dispatch session has expired: reopen the module');
      return parsed.data;
    },
  };
}
