import { hkdfSync } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { z } from 'zod';

/** What each of the tool's own short tokens carries between two steps of a launch. */
export type TokenPurpose = 'state' | 'deep-link' | 'launch';

/**
 * The tool's own tokens (HS256, a key derived from JWT_SECRET, one audience per purpose so one
 * cannot stand for another): the OIDC `state`, a Deep Linking session, a learner's launch.
 */
export function ltiTokens(jwtSecret: string) {
  const key = new Uint8Array(hkdfSync('sha256', jwtSecret, 'tessera', 'lti tokens', 32));
  const audience = (purpose: TokenPurpose) => `tessera-lti-${purpose}`;
  return {
    sign: (purpose: TokenPurpose, claims: Record<string, unknown>, lifetime: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(audience(purpose))
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(key),
    /** The claims, or null when the token is forged, expired or of another purpose. */
    async verify<T>(purpose: TokenPurpose, token: string, schema: z.ZodType<T>): Promise<T | null> {
      try {
        const { payload } = await jwtVerify(token, key, { audience: audience(purpose), algorithms: ['HS256'] });
        const parsed = schema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
export type LtiTokens = ReturnType<typeof ltiTokens>;
