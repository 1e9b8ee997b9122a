import { createMiddleware } from 'hono/factory';
import { forbidden, unauthorized } from '../errors';
import type { AccessPolicy } from './access';
import type { AppEnv, SessionGuard, TokenVerifier } from './env';

/**
 * Every /api call needs a bearer token of the current session, except the policy's public calls;
 * its any-session calls accept a token of a superseded session too (to take the session back).
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
    if (!principal) throw unauthorized('Token Expired');
    if (!access.anySession(c.req.path)) await guardSession(principal);
    if (!access.isAllowed(principal, c.req.method, c.req.path)) throw forbidden('This sign-in may not make this call');
    c.set('principal', principal);
    await next();
  });
}
