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

/** The security headers of the API's answers and of the app's pages. */
export function securityHeaderLists(options: { embedOrigins: readonly string[]; https: boolean }) {
  const common: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ];
  if (options.https) common.push(['Strict-Transport-Security', `max-age=${ONE_YEAR}; includeSubDomains`]);
  const forApi: [string, string][] = [...common, ['Content-Security-Policy', contentSecurityPolicy(API_POLICY)]];
  const forApp: [string, string][] = [
    ...common,
    ['Content-Security-Policy', contentSecurityPolicy(appPolicy(options.embedOrigins))],
  ];
  return { forApi, forApp };
}

/**
 * Headers on every response: no MIME sniffing, a referrer that never leaves a path (reset and
 * invitation tokens live in paths) to another site, HSTS when served over https, and a CSP
 * unless the route set its own (the learner pages do).
 *
 * Set before the handler runs, so they go out with the answer as it is built (setting them on a
 * built answer costs a learner read about a tenth of its time); an answer a handler built itself
 * (a file, a download) gets those it lacks afterwards.
 */
export function securityHeaders(options: { embedOrigins: readonly string[]; https: boolean }) {
  const { forApi, forApp } = securityHeaderLists(options);
  return createMiddleware<AppEnv>(async (c, next) => {
    const headers = c.req.path.startsWith('/api/') ? forApi : forApp;
    for (const [name, value] of headers) c.header(name, value);
    await next();
    // No route sets a Referrer-Policy of its own: without one, the handler built the answer itself.
    const sent = c.res.headers;
    if (sent.has('Referrer-Policy')) return;
    for (const [name, value] of headers) if (!sent.has(name)) sent.set(name, value);
  });
}
