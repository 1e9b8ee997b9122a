import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import type { EventStore } from '../../../platform/eventstore/types';
import type { ClientAddress } from '../../../platform/http/client-address';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { createRateLimiter } from '../../../platform/limits/rate-limiter';
import { readPublished, type PublishedSource } from '../published';
import { idParam } from '../requests';
import { LEARNER_VERBS, statementsStream } from './events';

export const statementBody = z.object({
  /** The player's own id for this learner's browser (as for views). */
  viewer: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'expected 8 to 64 letters, digits, - or _'),
  verb: z.enum(LEARNER_VERBS),
  blockId: z.string().min(1).max(64).optional(),
  name: z.string().max(500),
  response: z.string().max(1000).optional(),
  success: z.boolean().optional(),
  scaled: z.number().min(0).max(1).optional(),
});

/**
 * POST /api/delivery/modules/{id}/statements (no sign-in): what a share-link learner did, queued
 * for the LRS when one is configured (the sender follows the store and retries until the LRS takes
 * it). Answered at once (202) whatever the LRS's state: it never holds a learner up. Each address
 * queues at most `statementsPerHour` an hour; past it a statement is answered and dropped.
 */
export function statementRoutes(
  deps: PublishedSource & {
    store: EventStore;
    db: Db;
    jwtSecret: string;
    clientAddress: ClientAddress;
    statementsPerHour: number;
    lrsConfigured: boolean;
  },
) {
  const perAddress = createRateLimiter(deps.db, 'learner-statements', {
    max: deps.statementsPerHour,
    windowMs: 3_600_000,
  });
  const learnerKey = (viewer: string) =>
    createHmac('sha256', deps.jwtSecret).update(`xapi-learner\n${viewer}`).digest('base64url').slice(0, 32);
  return new Hono<AppEnv>().post(
    '/delivery/modules/:id/statements',
    describeRoute({
      summary: "A share-link learner's attempt (no sign-in), queued as an xAPI statement for the LRS",
      tags: ['delivery'],
    }),
    input('param', idParam),
    input('json', statementBody),
    async (c) => {
      const courseId = c.req.valid('param').id;
      const published = await readPublished(deps, courseId);
      if (!deps.lrsConfigured) return c.json({ queued: false }, 202);
      if ((await perAddress.hit(deps.clientAddress(c))) > 0) return c.json({ queued: false }, 202);
      const { viewer, ...statement } = c.req.valid('json');
      await deps.store.appendToStream(
        statementsStream(courseId),
        [
          {
            type: 'LearnerStatementMade',
            data: { courseId, learner: learnerKey(viewer), ...statement },
            metadata: { orgId: published.org_id, userId: 'learner', correlationId: c.var.requestId },
          },
        ],
        { expectedVersion: 'any' },
      );
      return c.json({ queued: true }, 202);
    },
  );
}
