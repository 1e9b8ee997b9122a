import { createMiddleware } from 'hono/factory';
import { forbidden, unauthorized } from '../errors';
import type { AccessPolicy } from './access';
import type { AppEnv, Principal, SessionGuard, TokenVerifier } from './env';
import { INVALID_TOKEN, tokenRefusal } from './token-refusal';

/**
 * Embedded mode: a token bound to a host session is good only with X-ID (its user) and X-SID (its
 * session) on the call, and X-ID or X-SID on a call go only with the token bound to exactly that.
 */
function hostBindingHolds(principal: Principal, id: string | undefined, sid: string | undefined): boolean {
  if (principal.host) return id === principal.userId && sid === principal.sessionId;
  return id === undefined && sid === undefined;
}

/**
 * Every /api call needs a bearer token of the current session, except the policy's public calls;
 * its any-session calls accept a token of a superseded session too (to take the session back).
 * A host-bound token must come with its X-ID and X-SID (see hostBindingHolds).
 * A restricted principal is then held to its audience's allowed calls (403 otherwise).
 */
export function requireAuth(options: { verify: TokenVerifier; guardSession: SessionGuard; access: AccessPolicy }) {
  const { verify, guardSession, access } = options;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (access.isPublic(c.req.path)) return next();
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized('Missing bearer token');
    const principal = await verify(token);
    if (!principal) throw unauthorized(tokenRefusal(token));
    if (!hostBindingHolds(principal, c.req.header('x-id') || undefined, c.req.header('x-sid') || undefined))
      throw unauthorized(INVALID_TOKEN);
    if (!access.anySession(c.req.path)) await guardSession(principal);
    if (!access.isAllowed(principal, c.req.method, c.req.path)) throw forbidden('This sign-in may not make this call');
    c.set('principal', principal);
    await next();
  });
}
