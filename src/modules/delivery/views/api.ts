import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import type { ClientAddress } from '../../../platform/http/client-address';
import { createRateLimiter } from '../../../platform/limits/rate-limiter';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { readPublished, type PublishedSource } from '../published';
import { idParam } from '../requests';
import { recordView, type ViewedWithin } from './record';
import { viewerTokens } from './viewer-tokens';

const viewBody = z.object({
  /** How the learner came: a share link, or a page that shows the module (a dispatch's view is its session). */
  via: z.enum(['share', 'module']).default('module'),
  /** The player's own id for this learner's tab or browser, if it keeps one: tells learners behind one address apart. */
  viewer: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'expected 8 to 64 letters, digits, - or _')
    .optional(),
});

/**
 * SPEC §7 PUT /courses/views/{id}: a learner (no sign-in: a share link's, an embed's) viewed the
 * published module. The viewer is named by a keyed hash of the player's id, or else of the
 * client's address and user agent, for this module only: no address is stored. Each address
 * writes at most `learnerViewsPerHour` views an hour (a script inventing viewer ids can flood
 * neither the store nor the figures); past it a view is answered but not recorded: a learner need not know.
 * The answer's `viewerToken` names the viewer for the module's statements (viewer-tokens.ts).
 */
export function viewRoutes(
  deps: PublishedSource & {
    db: Db;
    jwtSecret: string;
    clientAddress: ClientAddress;
    learnerViewsPerHour: number;
    viewedWithin: ViewedWithin;
  },
) {
  const perAddress = createRateLimiter(deps.db, 'learner-views', {
    max: deps.learnerViewsPerHour,
    windowMs: 3_600_000,
  });
  const tokens = viewerTokens(deps.jwtSecret);
  const viewerKey = (courseId: string, ...parts: string[]) =>
    createHmac('sha256', deps.jwtSecret)
      .update(['view', courseId, ...parts].join('\n'))
      .digest('base64url')
      .slice(0, 32);
  return new Hono<AppEnv>().put(
    '/courses/views/:id',
    describeRoute({ summary: 'Count a learner’s view of a published module (no sign-in)', tags: ['delivery'] }),
    input('param', idParam),
    input('json', viewBody),
    async (c) => {
      const courseId = c.req.valid('param').id;
      const { via, viewer } = c.req.valid('json');
      const published = await readPublished(deps, courseId);
      const address = deps.clientAddress(c);
      const key = viewer
        ? viewerKey(courseId, 'player', viewer)
        : viewerKey(courseId, 'address', address, c.req.header('user-agent') ?? '');
      const view = { orgId: published.org_id, courseId, via, viewer: key, correlationId: c.var.requestId };
      let limited = false;
      const recorded = await recordView(deps, view, async () => {
        limited = (await perAddress.hit(address)) > 0;
        return !limited;
      });
      // The learner's statements carry this; an address past its views gets none, so it can queue none.
      const viewerToken = limited ? null : await tokens.sign({ courseId, viewer: key });
      return c.json({ courseId, recorded, viewerToken }, 202);
    },
  );
}
