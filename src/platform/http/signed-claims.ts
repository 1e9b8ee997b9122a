import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { z } from 'zod';
import { unauthorized } from '../errors';

type SignedClaimsOptions<Schema> = {
  /** One audience per purpose: a token made for one is refused by every other. */
  audience: string;
  /** How long a token holds, as jose reads it (`15m`, `2h`). */
  lifetime: string;
  schema: Schema;
  /** The 401's message when a token does not verify, has expired or does not carry the claims. */
  refusal: string;
};

/** Short-lived signed claims (HS256 JWT) that a browser or package carries instead of a login. */
export function signedClaims<Schema extends z.ZodType<JWTPayload>>(
  secret: string,
  { audience, lifetime, schema, refusal }: SignedClaimsOptions<Schema>,
) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims: z.infer<Schema>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(key),
    async verify(token: string | undefined): Promise<z.infer<Schema>> {
      const payload = token
        ? await jwtVerify(token, key, { algorithms: ['HS256'], audience }).then(
            (r) => r.payload,
            () => null,
          )
        : null;
      const parsed = schema.safeParse(payload);
      if (!parsed.success) throw unauthorized(refusal);
      return parsed.data;
    },
  };
}
