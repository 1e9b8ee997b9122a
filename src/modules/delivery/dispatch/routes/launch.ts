import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { describeRoute } from 'hono-openapi';
import { AppError, forbidden } from '../../../../platform/errors';
import type { AppEnv } from '../../../../platform/http/env';
import { originSchema } from '../../../../platform/http/origin';
import { input } from '../../../../platform/http/validation';
import { recordView } from '../../views/record';
import { admissionBody, dispatchIdParam, openSessionBody } from '../requests';
import { ORIGIN_REFUSED, refusalOf } from '../decider';
import { dispatchCalls, type DispatchDeps } from './common';

/** The LMS side of a dispatch: the package's page asks to start, opens a learner session, and checks it is still open. */
export function dispatchLaunchRoutes(deps: DispatchDeps) {
  const { credentials, load, openDispatchOf, run } = dispatchCalls(deps);
  return (
    new Hono<AppEnv>()
      // The package's page in the LMS calls these itself (cross-origin); whether its origin may is decided below, per dispatch.
      .use(
        '/dispatch/:dispatchId/admission',
        cors({ origin: (origin) => origin, allowMethods: ['POST'], allowHeaders: ['content-type'], maxAge: 600 }),
      )
      .use(
        '/dispatch/:dispatchId/session',
        cors({
          origin: (origin) => origin,
          allowMethods: ['POST', 'GET'],
          allowHeaders: ['content-type', 'x-dispatch-session'],
          maxAge: 600,
        }),
      )
      .post(
        '/dispatch/:dispatchId/admission',
        describeRoute({
          summary:
            'Whether a dispatch package may start on this LMS page (its Origin): 204, or 403 saying why. Asked before the package touches the LMS, so a refused one reports nothing',
          tags: ['delivery'],
        }),
        input('param', dispatchIdParam),
        input('json', admissionBody),
        async (c) => {
          const { dispatchId } = c.req.valid('param');
          credentials.checkSecret(dispatchId, c.req.valid('json').secret);
          const origin = lmsOriginOf(c.req.header('origin'));
          const refusal = refusalOf(await load(dispatchId), new Date().toISOString(), origin);
          if (refusal) throw refusal;
          return c.body(null, 204);
        },
      )
      .post(
        '/dispatch/:dispatchId/session',
        describeRoute({
          summary: "A dispatch package's secret for a learner session (no sign-in), from the LMS page (its Origin)",
          tags: ['delivery'],
        }),
        input('param', dispatchIdParam),
        input('json', openSessionBody),
        async (c) => {
          const { dispatchId } = c.req.valid('param');
          const { secret, learnerId } = c.req.valid('json');
          credentials.checkSecret(dispatchId, secret);
          const origin = lmsOriginOf(c.req.header('origin'));
          const dispatch = await load(dispatchId);
          const command = {
            type: 'JoinDispatch' as const,
            learnerKey: credentials.learnerKey(dispatchId, learnerId),
            origin,
            now: new Date().toISOString(),
          };
          await run(dispatchId, command, {
            userId: `learner:${command.learnerKey}`,
            orgId: dispatch.orgId,
            correlationId: c.var.requestId,
          }).catch((error: unknown) => {
            throw withRetryAfter(c, error);
          });
          // A dispatch's learner view is its session: the learner, not their address, names the viewer.
          const view = { orgId: dispatch.orgId, courseId: dispatch.courseId, via: 'dispatch' as const, dispatchId };
          await recordView(deps, { ...view, viewer: command.learnerKey, correlationId: c.var.requestId });
          return c.json({ token: await credentials.openSession({ dispatchId, courseId: dispatch.courseId }) });
        },
      )
      .get(
        '/dispatch/:dispatchId/session',
        describeRoute({
          summary:
            'Whether a dispatch session is still open (204), or 403 once its dispatch was revoked or expired: the package asks before each report it writes to the LMS',
          tags: ['delivery'],
        }),
        input('param', dispatchIdParam),
        async (c) => {
          await openDispatchOf(c, c.req.valid('param').dispatchId);
          c.header('Cache-Control', 'no-store');
          return c.body(null, 204);
        },
      )
  );
}

/**
 * The LMS origin of a session request: the Origin header its browser set (page scripts cannot
 * change it). A request without one (not from a browser page, or from an opaque origin) is refused.
 */
function lmsOriginOf(header: string | undefined): string {
  const origin = originSchema.safeParse(header);
  if (!origin.success) throw forbidden(ORIGIN_REFUSED);
  return origin.data;
}

/** The new-learner rate limit's wait, as Retry-After. */
function withRetryAfter(c: Context<AppEnv>, error: unknown) {
  const retryAfter =
    error instanceof AppError && error.code === 'too_many_requests'
      ? (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds
      : undefined;
  if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
  return error;
}
