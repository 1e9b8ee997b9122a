import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Logger } from '../logger';
import type { AppEnv } from './env';

/** The request's id: the caller's X-Request-Id (64 characters at most) when it sent one, else a new one. */
export const requestIdFrom = (header: string | null | undefined): string => header?.slice(0, 64) || randomUUID();

/** A request id (kept from X-Request-Id when sent) and one structured log line per request. */
export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
}
