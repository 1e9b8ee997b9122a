import { z } from 'zod';

const claims = z.object({
  roles: z.array(z.string()).min(1),
  exp: z.number(),
  partner: z.unknown().optional(),
});

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

/** SPEC §5: no partner claim, has roles, not expired, and not a Collaborator. */
export function isAuthorToken(token: string, nowMs: number): boolean {
  const parsed = claims.safeParse(decodePayload(token));
  if (!parsed.success) return false;
  const { roles, exp, partner } = parsed.data;
  return partner === undefined && exp * 1000 > nowMs && !roles.includes('Collaborator');
}
