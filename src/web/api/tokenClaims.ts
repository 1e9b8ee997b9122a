import * as z from 'zod/mini';

const claims = z.object({
  roles: z.array(z.string()).check(z.minLength(1)),
  exp: z.number(),
  partner: z.optional(z.unknown()),
  sub: z.optional(z.string()),
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
  /** A Collaborator token's one module. */
  course: z.optional(z.string()),
});

export type TokenClaims = z.infer<typeof claims>;

function decodePayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

/** The claims the client reads, or null for a token it cannot read (SPEC §8 "Invalid token specified"). */
export function readClaims(token: string): TokenClaims | null {
  const parsed = claims.safeParse(decodePayload(token));
  return parsed.success ? parsed.data : null;
}

const live = (c: TokenClaims, nowMs: number) => c.exp * 1000 > nowMs;

/** SPEC §5: no partner claim, has roles, not expired, and not a Collaborator. */
export function isAuthorToken(token: string, nowMs: number): boolean {
  const c = readClaims(token);
  return c !== null && c.partner === undefined && live(c, nowMs) && !c.roles.includes('Collaborator');
}

/** SPEC §6: an admin is an author whose roles include ADMIN. */
export function isAdminToken(token: string, nowMs: number): boolean {
  return isAuthorToken(token, nowMs) && readClaims(token)!.roles.includes('ADMIN');
}

/** SPEC §5: the collaborate view needs role Collaborator or USER, not expired. */
export function isCollaboratorViewToken(token: string, nowMs: number): boolean {
  const c = readClaims(token);
  return c !== null && live(c, nowMs) && (c.roles.includes('Collaborator') || c.roles.includes('USER'));
}

/** SPEC §6: usage tracking is sent only for standalone (no partner claim), unexpired tokens. */
export function isStandaloneToken(token: string, nowMs: number): boolean {
  const c = readClaims(token);
  return c !== null && c.partner === undefined && live(c, nowMs);
}
