import { decodeJwt, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { unauthorized } from '../../../platform/errors';
import type { NonceStore } from '../../../platform/limits/nonces';

const SSO_AUDIENCE = 'tessera-sso';
/** Longest life an assertion may be given (exp − iat): it is a link to click now, not a credential to keep. */
const MAX_ASSERTION_LIFETIME_S = 300;
/** How far a partner's clock may run ahead of or behind ours. */
const CLOCK_TOLERANCE_S = 30;

const SSO_EXPIRED = "This sign-in link has expired. Open Tessera again from your organisation's site.";
const SSO_INVALID = 'This sign-in link is not valid.';
const SSO_USED = 'This sign-in link was already used.';

const optionalName = z.string().trim().max(100).optional();
const assertionClaims = z.object({
  iss: z.string(),
  sub: z.string().min(1).max(200),
  email: z.email().max(254),
  first_name: optionalName,
  last_name: optionalName,
  org_name: z.string().trim().min(1).max(100).optional(),
  iat: z.number(),
  exp: z.number(),
  jti: z.string().min(1).max(200),
});
export type SsoAssertion = z.infer<typeof assertionClaims>;

/** The partner an assertion names itself as coming from, before anything of it is trusted. */
function issuerOf(assertion: string): string | undefined {
  try {
    const { iss } = decodeJwt(assertion);
    return typeof iss === 'string' ? iss : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A partner's single sign-on assertion, checked: HS256 with that partner's secret (PARTNER_SECRETS,
 * the partner named by `iss`), audience `tessera-sso`, not expired, at most 5 minutes of life, and
 * its `jti` used once across every instance. 401 with a message for the person who clicked.
 */
export async function verifySsoAssertion(
  assertion: string,
  partnerSecrets: Readonly<Record<string, string>>,
  nonces: NonceStore,
  now = Date.now(),
): Promise<SsoAssertion> {
  const partner = issuerOf(assertion);
  if (partner === undefined || !Object.hasOwn(partnerSecrets, partner)) throw unauthorized(SSO_INVALID);
  const key = new TextEncoder().encode(partnerSecrets[partner]);
  const payload = await jwtVerify(assertion, key, {
    algorithms: ['HS256'],
    audience: SSO_AUDIENCE,
    issuer: partner,
    requiredClaims: ['iat', 'exp', 'jti', 'sub'],
    // Also refuses an `iat` in the future, which would stretch the life of the link.
    maxTokenAge: MAX_ASSERTION_LIFETIME_S,
    clockTolerance: CLOCK_TOLERANCE_S,
    currentDate: new Date(now),
  }).then(
    (r) => r.payload,
    (error: unknown) => {
      throw unauthorized(error instanceof errors.JWTExpired ? SSO_EXPIRED : SSO_INVALID);
    },
  );
  const parsed = assertionClaims.safeParse(payload);
  if (!parsed.success || parsed.data.exp - parsed.data.iat > MAX_ASSERTION_LIFETIME_S) throw unauthorized(SSO_INVALID);
  const claims = parsed.data;
  // Remembered until it could no longer pass the expiry check anyway.
  const ttlMs = (claims.exp + CLOCK_TOLERANCE_S) * 1000 - now + 1000;
  if (!(await nonces.claim(`sso:${partner}:${claims.jti}`, ttlMs))) throw unauthorized(SSO_USED);
  return claims;
}
