import { Hono, type MiddlewareHandler } from 'hono';
import { inspectRoutes } from 'hono/dev';
import { getPath } from 'hono/utils/url';
import { generateSpecs } from 'hono-openapi';
import { type ObserveRequest, requestTiming } from './request-timing';
import type { Logger } from '../logger';
import { type AudienceOf, accessPolicy, type RouteAccess } from './access';
import { type AnswerFromMemory, answersFromMemory } from './answers-from-memory';
import { requireAuth } from './auth';
import { bodyLimits } from './body-limit';
import { compressJson } from './compress-json';
import { renderDocsPage } from './docs-page';
import type { AppEnv, SessionGuard, TokenVerifier } from './env';
import { onError } from './errors';
import { requestLog } from './request-log';
import { requestTracing } from './request-tracing';
import { safeRequestTarget } from './safe-strings';
import { securityHeaderLists, securityHeaders } from './security-headers';
import { serveWeb } from './static-web';
import { orderRouteSets } from '../composition/route-order';

export type ApiRoute = { method: string; path: string };

/** A set of routes' handlers (not its middleware), in the order they were registered. */
const handlerRoutesOf = (app: Hono<AppEnv>): ApiRoute[] =>
  inspectRoutes(app).flatMap((r) => (r.isMiddleware ? [] : [{ method: r.method, path: r.path }]));

/** Every API route the app answers (its handlers, not middleware or the catch-all): what the access tests walk. */
export function apiRoutesOf(app: Hono<AppEnv>): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const r of inspectRoutes(app)) {
    if (r.isMiddleware || r.method === 'ALL' || !r.path.startsWith('/api/')) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
}

export type ReadinessCheck = () => Promise<Record<string, unknown>>;

/** The app's routes (what tests and listings walk) and the function that answers requests. */
export type HttpApp = { app: Hono<AppEnv>; fetch: (request: Request, env?: unknown) => Response | Promise<Response> };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A route's path as a pattern: each `:param` is one segment. */
const patternOf = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');

/**
 * The public reads' own small app, asked before the full one: a learner's read then skips the
 * router of every other route (a trie of two hundred) and the middleware of the API, about a fifth
 * of its time. Only GETs of its own paths go to it.
 */
function publicReadsLane(reads: Hono<AppEnv>[], front: MiddlewareHandler<AppEnv>[]) {
  const lane = new Hono<AppEnv>();
  lane.onError(onError);
  for (const middleware of front) lane.use('*', middleware);
  for (const routes of reads) lane.route('/api', routes);
  const paths = inspectRoutes(lane).flatMap((r) => (r.isMiddleware || r.method !== 'GET' ? [] : [r.path]));
  const pattern = new RegExp(`^(?:${paths.map(patternOf).join('|')})$`);
  return {
    takes: (request: Request) => request.method === 'GET' && paths.length > 0 && pattern.test(getPath(request)),
    fetch: lane.fetch,
  };
}

/** The platform's own calls that need no token. */
const PLATFORM_ACCESS: RouteAccess = { public: [/^\/api\/(health|ready|docs|openapi\.json)$/] };

export function createHttpApp(options: {
  logger: Logger;
  verifyToken: TokenVerifier;
  guardSession: SessionGuard;
  /** Each module's routes, mounted under /api. */
  routes: Hono<AppEnv>[];
  /** Each module's public and restricted calls, and which restricted audience a principal is in. */
  access: { routes: RouteAccess[]; audienceOf: AudienceOf };
  /** Throws when a dependency is unreachable; returns details otherwise. */
  readiness: ReadinessCheck;
  websocket: MiddlewareHandler;
  webRoot: string | null;
  /**
   * Public reads mounted under /api ahead of the API's request checks: GET routes that take no
   * token and no body and set their own coding (a learner's module, asked for by every learner
   * at once). They get the request log, the security headers and the request-target check only.
   */
  publicReads?: Hono<AppEnv>[];
  /** Public reads some modules hold ready in memory, answered before routing (see answersFromMemory). */
  answersFromMemory?: AnswerFromMemory[];
  /** Pages served ahead of the web app's own (the learner player's routes). */
  pages?: Hono<AppEnv>[];
  security: { embedOrigins: readonly string[]; https: boolean };
  /** Largest request body in bytes, for every route that declares no limit of its own (`bodyLimit`). */
  bodyLimit: number;
  /** Told of every request's route, status and time (the metrics). */
  observeRequest?: ObserveRequest;
}): HttpApp {
  const api = new Hono<AppEnv>();
  api.onError(onError);
  api.use('*', bodyLimits(options.bodyLimit, '/api', options.routes));
  api.use(
    '*',
    requireAuth({
      verify: options.verifyToken,
      guardSession: options.guardSession,
      access: accessPolicy([PLATFORM_ACCESS, ...options.access.routes], options.access.audienceOf),
    }),
  );
  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.get('/ready', async (c) => {
    try {
      return c.json({ status: 'ready', checks: await options.readiness() });
    } catch (error) {
      return c.json({ status: 'unavailable', message: error instanceof Error ? error.message : String(error) }, 503);
    }
  });
  // Fixed paths go ahead of the parameters that would answer them, whichever module holds them.
  const sets = options.routes.map((routes) => ({ item: routes, routes: handlerRoutesOf(routes) }));
  for (const routes of orderRouteSets(sets)) api.route('/', routes);

  let spec: ReturnType<typeof generateSpecs> | null = null;
  const openApi = () =>
    (spec ??= generateSpecs(api, {
      documentation: {
        info: { title: 'Tessera', version: '1', description: 'Authoring short learning modules together.' },
        servers: [{ url: '/api' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
    }));
  api.get('/openapi.json', async (c) => c.json(await openApi()));
  api.get('/docs', async (c) => c.html(renderDocsPage((await openApi()) as Parameters<typeof renderDocsPage>[0])));
  // After every route: a miss under /api is a JSON 404, never the SPA's index.html.
  api.all('*', (c) => c.json({ message: `No API route ${c.req.method} ${c.req.path}` }, 404));

  const front = [
    ...(options.observeRequest ? [requestTiming(options.observeRequest)] : []),
    requestLog(options.logger),
    requestTracing(),
    securityHeaders(options.security),
    safeRequestTarget(),
  ];
  const app = new Hono<AppEnv>();
  app.onError(onError);
  for (const middleware of front) app.use('*', middleware);
  // Also here, where HEAD requests and the route listings find them.
  for (const reads of options.publicReads ?? []) app.route('/api', reads);
  app.use('*', compressJson());
  app.route('/api', api);
  app.get('/ws', options.websocket);
  for (const pages of options.pages ?? []) app.route('/', pages);
  if (options.webRoot) serveWeb(app, options.webRoot);
  const lane = publicReadsLane(options.publicReads ?? [], front);
  const fromMemory = answersFromMemory(options.answersFromMemory ?? [], {
    logger: options.logger,
    observeRequest: options.observeRequest,
    securityHeaders: securityHeaderLists(options.security).forApi,
  });
  return {
    app,
    fetch: (request, env) =>
      fromMemory(request) ?? (lane.takes(request) ? lane.fetch(request, env) : app.fetch(request, env)),
  };
}
