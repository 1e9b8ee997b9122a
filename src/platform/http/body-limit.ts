import type { Context, Hono, MiddlewareHandler, Next } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { TrieRouter } from 'hono/router/trie-router';
import { AppError } from '../errors';
import type { AppEnv } from './env';

const DECLARED = Symbol('declared body limit');

/** A route's own limit, and whether it streams the body itself (counting as it goes) rather than have it read first. */
type Declared = { bytes: number; streamed: boolean };
type Declaration = MiddlewareHandler<AppEnv> & { [DECLARED]: Declared };

const sizeLabel = (bytes: number) => (bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`);

/**
 * Refuses a request body over `maxBytes` with 413 before it is parsed: by Content-Length when the
 * request has one, else by counting the streamed bytes (a chunked body is cut off at the limit).
 */
const limitOf = (maxBytes: number) =>
  honoBodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError('payload_too_large', `Request body too large (limit ${sizeLabel(maxBytes)})`);
    },
  });

/**
 * Declares a route's own body limit, in place of the app's default (for the few routes that carry
 * more). The app enforces it, before authentication, so it does nothing itself. A `streamed` route
 * reads its body as a stream and cuts it off at its own limit (an upload): the app refuses only a
 * declared Content-Length past `maxBytes`, and never reads a chunked body into memory first.
 */
export function bodyLimit(maxBytes: number, { streamed = false } = {}): MiddlewareHandler<AppEnv> {
  const declaration: Declaration = Object.assign<MiddlewareHandler<AppEnv>, { [DECLARED]: Declared }>(
    (_c, next) => next(),
    { [DECLARED]: { bytes: maxBytes, streamed } },
  );
  return declaration;
}

/** Refuses a declared Content-Length past `maxBytes`; a body without one goes on as a stream. */
const declaredLengthWithin =
  (maxBytes: number): MiddlewareHandler<AppEnv> =>
  (c, next) => {
    if (Number(c.req.header('content-length')) > maxBytes)
      throw new AppError('payload_too_large', `Request body too large (limit ${sizeLabel(maxBytes)})`);
    return next();
  };

/**
 * The limit of every request body under `prefix`: `defaultBytes`, or what the route declared with
 * `bodyLimit`. Found from the modules' own route tables, since a mounted route's handlers are
 * wrapped and no longer carry the declaration.
 */
export function bodyLimits(defaultBytes: number, prefix: string, modules: Hono<AppEnv>[]): MiddlewareHandler<AppEnv> {
  const declared = new TrieRouter<Declared>();
  for (const module of modules) {
    for (const route of module.routes) {
      const own = (route.handler as Partial<Declaration>)[DECLARED];
      if (own !== undefined) declared.add(route.method, `${prefix}${route.path}`, own);
    }
  }
  const limits = new Map<number, MiddlewareHandler<AppEnv>>();
  const counted = (bytes: number) => limits.get(bytes) ?? limits.set(bytes, limitOf(bytes)).get(bytes)!;
  // A declared length (not chunked) is the body's length: the server refuses a body that differs.
  // Asking for the body to count it would build the full Request, and the handler's read of it would
  // then go through web streams instead of straight from the socket.
  const limit = (bytes: number, c: Context<AppEnv>, next: Next) =>
    c.req.header('content-length') !== undefined && c.req.header('transfer-encoding') === undefined
      ? declaredLengthWithin(bytes)(c, next)
      : counted(bytes)(c, next);
  return (c, next) => {
    // A GET or HEAD handler never reads a body; looking for one would build the full Request.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const [matches] = declared.match(c.req.method, c.req.path);
    const own = matches.map(([declaration]) => declaration);
    if (own.length === 0) return limit(defaultBytes, c, next);
    const bytes = Math.max(...own.map((d) => d.bytes));
    return own.every((d) => d.streamed) ? declaredLengthWithin(bytes)(c, next) : limit(bytes, c, next);
  };
}
