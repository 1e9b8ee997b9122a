import { AsyncLocalStorage } from 'node:async_hooks';
import { createMiddleware } from 'hono/factory';

/** The read models a request waited for in vain: it answered from them as they were. */
const staleOfRequest = new AsyncLocalStorage<Set<string>>();

/** Says, on the request being handled, that a read model did not catch up in time. */
export function markStaleRead(readModel: string): void {
  staleOfRequest.getStore()?.add(readModel);
}

/**
 * Answers a request that read a read model still behind the position it waited for with
 * `Stale-Read: <read models>`, so the client knows to ask again rather than trust old data.
 */
export function staleReadHeader() {
  return createMiddleware(async (c, next) => {
    const stale = new Set<string>();
    await staleOfRequest.run(stale, next);
    if (stale.size) c.res.headers.set('Stale-Read', [...stale].sort().join(', '));
  });
}
