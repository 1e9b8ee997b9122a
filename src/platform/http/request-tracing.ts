import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import { inSpan, SpanKind } from '../telemetry/tracing';
import type { AppEnv } from './env';

/**
 * A server span per request (continuing a caller's `traceparent`), named by its route pattern and
 * carrying the request id that becomes the correlation id of the events it writes.
 */
export const requestTracing = () =>
  createMiddleware<AppEnv>((c, next) =>
    inSpan(
      c.req.method,
      {
        kind: SpanKind.SERVER,
        parent: c.req.header('traceparent'),
        attributes: () => ({
          'http.request.method': c.req.method,
          'url.path': c.req.path,
          'tessera.correlation_id': c.var.requestId,
        }),
      },
      async (span) => {
        await next();
        if (!span) return;
        const route = routePath(c) || 'unmatched';
        span.updateName(`${c.req.method} ${route}`);
        span.setAttributes({ 'http.route': route, 'http.response.status_code': c.res.status });
      },
    ),
  );
