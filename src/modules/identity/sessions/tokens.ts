import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { PARTNER_VIA, type Principal } from '../../../platform/http/env';

const TOKEN_LIFETIME = '7d';

const claims = z.object({
  sub: z.string(),
  org: z.string(),
  roles: z.array(z.string()),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  sid: z.string().min(1),
  /** Collaborator tokens: the course they were invited to. */
  course: z.string().optional(),
  /** Partner sign-in: which partner vouched for the user. */
  partner: z.string().optional(),
  /** Partner sign-in: which call made the token (tokens from before this claim only view). */
  via: z.enum(PARTNER_VIA).optional(),
  /** Bound to the host site's session `sid` (embedded mode). */
  host: z.literal(true).optional(),
});
export type TokenClaims = z.infer<typeof claims>;

/** Tokens verified lately, each with its principal, until it expires: every call of a session shows the same one. */
const VERIFIED_KEPT = 10_000;

/** A token expires at the start of its `exp` second (jose's own rule). */
const expired = (expSeconds: number) => Math.floor(Date.now() / 1000) >= expSeconds;

/** A bounded memory of tokens whose signature checked out, the least recently used forgotten first. */
function verifiedTokens() {
  const kept = new Map<string, { principal: Principal; exp: number }>();
  return {
    get(token: string): Principal | undefined {
      const hit = kept.get(token);
      if (!hit) return undefined;
      kept.delete(token);
      if (expired(hit.exp)) return undefined;
      kept.set(token, hit);
      return { ...hit.principal };
    },
    keep(token: string, principal: Principal, exp: number) {
      kept.set(token, { principal, exp });
      if (kept.size > VERIFIED_KEPT) kept.delete(kept.keys().next().value!);
    },
  };
}

/** `mayIssue` throws for an organisation no token may be made for (a suspended one). */
export function createTokens(secret: string, mayIssue: (orgId: string) => Promise<void> = async () => {}) {
  const key = new TextEncoder().encode(secret);
  const verified = verifiedTokens();
  return {
    mayIssue,
    async sign(c: TokenClaims): Promise<string> {
      await mayIssue(c.org);
      const { sub, ...rest } = c;
      return new SignJWT(rest)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key);
    },
    /**
     * The principal of a valid, unexpired token; null for anything else. A token checked before is
     * not checked again until it expires: its signature cannot have changed, and whether its session
     * still stands is asked of the sessions on every call anyway.
     */
    async verify(token: string): Promise<Principal | null> {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = claims.safeParse(payload);
        if (!parsed.success) return null;
        const { sub, org, roles, email, sid, course, partner, via, host, first_name, last_name } = parsed.data;
        const name = `${first_name} ${last_name}`.trim() || email;
        const principal: Principal = {
          userId: sub,
          orgId: org,
          roles,
          email,
          name,
          sessionId: sid,
          ...(course ? { courseId: course } : {}),
          ...(partner ? { partner, via: via ?? 'partner-view' } : {}),
          ...(host ? { host } : {}),
        };
        if (payload.exp !== undefined) verified.keep(token, principal, payload.exp);
        return { ...principal };
      } catch {
        return null;
      }
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;
