import type { Context } from 'hono';
import { z } from 'zod';
import { type Position, positionFromString } from '../eventstore/types';

/** `?after=`: a position heard live or returned by a write, which the read must include (see readAfter). */
export const afterPositionQuery = z.object({
  after: z
    .string()
    .regex(/^\d{1,20}\/\d{1,20}$/)
    .optional(),
});

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
