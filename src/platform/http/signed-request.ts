import { createHmac, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { unauthorized } from '../errors';
import type { NonceStore } from '../limits/nonces';
import type { AppEnv } from './env';

const TIMESTAMP_HEADER = 'x-tessera-timestamp';
const SIGNATURE_HEADER = 'x-tessera-signature';
/** How far a signed request's clock may be from ours, either way. */
const MAX_SKEW_SECONDS = 300;

/** `sha256=<hex>` of HMAC-SHA256 over `<timestamp>.<raw body>`: what a caller sends in X-Tessera-Signature. */
export const signBody = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Only requests signed by a known caller pass: HMAC-SHA256 with that caller's secret over the
 * timestamp and the raw body, the timestamp within 5 minutes of now, each signature used once
 * (across every instance: `nonces` is kept in the database). `secretOf` finds the caller's
 * secret from the raw body; undefined refuses it.
 */
export function requireSignedRequest(
  secretOf: (rawBody: string) => string | undefined,
  nonces: NonceStore,
  now: () => number = Date.now,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const timestamp = c.req.header(TIMESTAMP_HEADER);
    const signature = c.req.header(SIGNATURE_HEADER);
    if (!timestamp || !signature)
      throw unauthorized('Unsigned partner request: send X-Tessera-Timestamp and X-Tessera-Signature');
    const nowMs = now();
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) {
      throw unauthorized(
        `Stale partner request: X-Tessera-Timestamp must be within ${MAX_SKEW_SECONDS} seconds of the server's clock`,
      );
    }
    // Read as text first: the body is then parsed from this same text, so what was signed is what is used.
    const raw = await c.req.text();
    const secret = secretOf(raw);
    if (!secret || !sameSignature(signBody(secret, timestamp, raw), signature))
      throw unauthorized('Invalid partner request signature');
    // Remembered for as long as its timestamp passes the skew check; after that it is stale anyway.
    const fresh = await nonces.claim(signature, 2 * MAX_SKEW_SECONDS * 1000);
    if (!fresh) throw unauthorized('Replayed partner request: each signature may be used once');
    await next();
  });
}
