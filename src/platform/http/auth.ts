import { createMiddleware } from 'hono/factory';
import { unauthorized } from '../errors';
import type { AppEnv, TokenVerifier } from './env';

/** Every /api call needs a bearer token, except the public paths given. */
export function requireAuth(verify: TokenVerifier, isPublic: (path: string) => boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (isPublic(c.req.path)) return next();
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized('Missing bearer token');
    const principal = await verify(token);
    if (!principal) throw unauthorized('Token Expired');
    c.set('principal', principal);
    await next();
  });
}
