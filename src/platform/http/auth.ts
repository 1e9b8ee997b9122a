import { createMiddleware } from 'hono/factory';
import { unauthorized } from '../errors';
import type { AppEnv, SessionGuard, TokenVerifier } from './env';

/**
 * Every /api call needs a bearer token of the current session, except the public paths given;
 * `anySession` paths accept a token of a superseded session too (to take the session back).
 */
export function requireAuth(options: {
  verify: TokenVerifier;
  guardSession: SessionGuard;
  isPublic: (path: string) => boolean;
  anySession: (path: string) => boolean;
}) {
  const { verify, guardSession, isPublic, anySession } = options;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (isPublic(c.req.path)) return next();
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized('Missing bearer token');
    const principal = await verify(token);
    if (!principal) throw unauthorized('Token Expired');
    if (!anySession(c.req.path)) await guardSession(principal);
    c.set('principal', principal);
    await next();
  });
}
