import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { signBody } from '../../src/platform/http/signed-request';
import type { LooseJson } from './server';

/**
 * A partner server's call to Tessera: the JSON body signed with the partner's secret as
 * requireSignedRequest expects (X-Tessera-Timestamp, X-Tessera-Signature over `<timestamp>.<body>`).
 */
export async function signedPartnerPost(
  baseUrl: string,
  path: string,
  body: unknown,
  secret: string,
): Promise<{ status: number; body: LooseJson }> {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-tessera-timestamp': timestamp,
      'x-tessera-signature': signBody(secret, timestamp, raw),
    },
    body: raw,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

export type SsoClaims = {
  iss: string;
  sub: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  org_name?: string;
  /** Seconds since the epoch; default now. */
  iat?: number;
  /** Seconds since the epoch; default iat + 120. */
  exp?: number;
  /** Default a fresh random id. */
  jti?: string;
  /** Default 'tessera-sso'. */
  aud?: string;
};

/** A single sign-on assertion as a partner mints it: an HS256 JWT signed with its PARTNER_SECRETS secret. */
export function ssoAssertion(secret: string, claims: SsoClaims): Promise<string> {
  const { iss, sub, aud = 'tessera-sso', iat = Math.floor(Date.now() / 1000), jti = randomUUID(), ...rest } = claims;
  const { exp = iat + 120, ...profile } = rest;
  return new SignJWT(profile)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(iss)
    .setSubject(sub)
    .setAudience(aud)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setJti(jti)
    .sign(new TextEncoder().encode(secret));
}
