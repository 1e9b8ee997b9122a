import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from './env';

export type ObserveRequest = (method: string, route: string, status: number, seconds: number) => void;

/** Times every request, named by the pattern of the route that answered it (`/api/courses/:id`), never its path. */
export const requestTiming = (observe: ObserveRequest) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    observe(c.req.method, routePath(c) || 'unmatched', c.res.status, (performance.now() - started) / 1000);
  });
