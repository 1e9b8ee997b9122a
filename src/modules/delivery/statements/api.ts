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
import { VIEWER_TOKEN_REFUSED, viewerTokens } from '../views/viewer-tokens';
import { unauthorized } from '../../../platform/errors';
import { INTERACTION_TYPES, LEARNER_VERBS, MAX_RESPONSE, statementsStream } from './events';
import { isoDuration, languageTag } from './xapi-formats';

/** How many statements one learner may queue an hour: a long quiz, answered twice over. */
const STATEMENTS_PER_VIEWER_PER_HOUR = 120;
/** How far the player's clock may be from the server's for the statement to keep the player's time. */
const CLOCK_SKEW_MS = 5 * 60_000;

const statementBody = z.object({
  /** What the learner's view of the module answered (`viewerToken`): the server's own name for the learner. */
  viewerToken: z.string().min(1).max(1000),
  verb: z.enum(LEARNER_VERBS),
  /** The learner's attempt (a UUID the player keeps with their progress). */
  registration: z.uuid().optional(),
  /** The language the module was shown in, the language of `name`. */
  language: languageTag.optional(),
  blockId: z.string().min(1).max(64).optional(),
  name: z.string().max(500),
  interactionType: z.enum(INTERACTION_TYPES).optional(),
  response: z.string().max(MAX_RESPONSE).optional(),
  success: z.boolean().optional(),
  scaled: z.number().min(0).max(1).optional(),
  duration: isoDuration.optional(),
  /** When the learner did it, by the player's clock. */
  timestamp: z.iso.datetime({ offset: true }).optional(),
});

/**
 * The player's time when its clock is within CLOCK_SKEW_MS of the server's (statements sent
 * together as the page goes arrive in any order, their times keep the learner's), else now.
 */
function timestampOf(told: string | undefined, now: number): string {
  const at = told === undefined ? Number.NaN : Date.parse(told);
  return new Date(Math.abs(at - now) <= CLOCK_SKEW_MS ? at : now).toISOString();
}

/**
 * POST /api/delivery/modules/{id}/statements (no sign-in): what a share-link learner did, queued
 * for the LRS when one is configured (the sender follows the store and retries until the LRS takes
 * it). Answered at once (202) whatever the LRS's state: it never holds a learner up. A statement
 * names its learner by the token their view of the module was given (401 without one); each
 * learner queues at most STATEMENTS_PER_VIEWER_PER_HOUR an hour and each address
 * `statementsPerHour`; past either, a statement is answered and dropped.
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
  const perViewer = createRateLimiter(deps.db, 'learner-statements-viewer', {
    max: STATEMENTS_PER_VIEWER_PER_HOUR,
    windowMs: 3_600_000,
  });
  const tokens = viewerTokens(deps.jwtSecret);
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
      const { viewerToken, timestamp, ...statement } = c.req.valid('json');
      const { viewer, courseId: viewed } = await tokens.verify(viewerToken);
      if (viewed !== courseId) throw unauthorized(VIEWER_TOKEN_REFUSED);
      if ((await perViewer.hit(viewer)) > 0 || (await perAddress.hit(deps.clientAddress(c))) > 0)
        return c.json({ queued: false }, 202);
      await deps.store.appendToStream(
        statementsStream(courseId),
        [
          {
            type: 'LearnerStatementMade',
            data: {
              courseId,
              learner: learnerKey(viewer),
              ...statement,
              timestamp: timestampOf(timestamp, Date.now()),
            },
            metadata: { orgId: published.org_id, userId: 'learner', correlationId: c.var.requestId },
          },
        ],
        { expectedVersion: 'any' },
      );
      return c.json({ queued: true }, 202);
    },
  );
}
