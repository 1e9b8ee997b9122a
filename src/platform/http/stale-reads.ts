import type { Context } from 'hono';
import { type Position, positionFromString } from '../eventstore/types';

/** Waits until a read model has applied everything up to a position; false when it did not in time. */
export type ProjectionWait = (readModel: string, position: Position) => Promise<boolean>;

/** The read models each answer waited for in vain (a context per request, so nothing outlives it). */
const staleOf = new WeakMap<Context, Set<string>>();

/**
 * Before a read: waits for read models to reach `after`, the position of the client's last write
 * (when it sent one). Those that did not catch up in time are named on the answer,
 * `Stale-Read: <read models>`, so the client asks again rather than trust old data.
 */
export async function readAfter(
  c: Context,
  wait: ProjectionWait,
  readModels: readonly string[],
  after: string | undefined,
): Promise<void> {
  const position = after ? positionFromString(after) : null;
  if (!position) return;
  const caughtUp = await Promise.all(readModels.map((readModel) => wait(readModel, position)));
  const stale = staleOf.get(c) ?? new Set<string>();
  for (const [i, readModel] of readModels.entries()) if (!caughtUp[i]) stale.add(readModel);
  if (stale.size === 0) return;
  staleOf.set(c, stale);
  c.header('Stale-Read', [...stale].sort().join(', '));
}
