import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';

/** A Content-Security-Policy as directive → sources; `contentSecurityPolicy` writes the header value. */
export type CspDirectives = Record<string, readonly string[]>;

export const contentSecurityPolicy = (directives: CspDirectives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * The author app: scripts and styles only from this server (no inline code), media and embeds
 * from the web over https, framed only by itself and the configured embedding hosts.
 */
export function appPolicy(embedOrigins: readonly string[]): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...embedOrigins],
  };
}

/** JSON and the server-rendered API reference: nothing runs, one inline stylesheet, never framed. */
const API_POLICY: CspDirectives = {
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
};

const ONE_YEAR = 31_536_000;

/**
 * Headers on every response: no MIME sniffing, a referrer that never leaves a path (reset and
 * invitation tokens live in paths) to another site, HSTS when served over https, and a CSP
 * unless the route set its own (the learner pages do).
 */
export function securityHeaders(options: { embedOrigins: readonly string[]; https: boolean }) {
  const app = contentSecurityPolicy(appPolicy(options.embedOrigins));
  const api = contentSecurityPolicy(API_POLICY);
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (options.https) headers.set('Strict-Transport-Security', `max-age=${ONE_YEAR}; includeSubDomains`);
    if (!headers.has('Content-Security-Policy'))
      headers.set('Content-Security-Policy', c.req.path.startsWith('/api/') ? api : app);
  });
}
