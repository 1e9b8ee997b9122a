import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { notFound } from '../../../../platform/errors';
import { type Position, positionToString } from '../../../../platform/eventstore/types';
import type { AppEnv } from '../../../../platform/http/env';
import { afterPositionQuery, readAfter } from '../../../../platform/http/stale-reads';
import { input } from '../../../../platform/http/validation';
import { visibleCourseIds } from '../../../courses';
import { DISPATCH_LIST, type DispatchRow, listDispatches } from '../../read-models/dispatch-list-queries';
import { courseDispatchesParam, dispatchIdParam } from '../requests';
import type { DispatchCommand } from '../decider';
import { dispatchCalls, type DispatchDeps } from './common';

const MODULE_NOT_FOUND = 'Module not found';

const positionText = (position: Position | undefined) => (position ? positionToString(position) : undefined);

/** A dispatch as its authors see it in the list. */
function dispatchResponse(row: DispatchRow, now: Date) {
  return {
    dispatchId: row.dispatch_id,
    runtime: row.runtime,
    createdAt: row.created_at.toISOString(),
    allowedOrigins: row.allowed_origins,
    expiresAt: row.expires_at?.toISOString() ?? null,
    expired: row.expires_at !== null && row.expires_at <= now,
    learnerCap: row.learner_cap,
    learners: row.learners,
    lastLaunchAt: row.last_launch_at?.toISOString() ?? null,
    revoked: row.revoked,
  };
}

/** A module's dispatches as its authors see them, and a dispatch revoked or opened again. */
export function dispatchManageRoutes(deps: DispatchDeps) {
  const { db, caughtUp } = deps;
  const { loadOwn, run } = dispatchCalls(deps);
  /** Revokes or re-enables an author's dispatch; answers its state and the position the list honours. */
  const setRevoked = async (c: Context<AppEnv>, dispatchId: string, revoked: boolean) => {
    const dispatch = await loadOwn(c, dispatchId);
    const { principal } = c.var;
    const command: DispatchCommand = revoked
      ? { type: 'RevokeDispatch', revokedBy: principal.userId }
      : { type: 'ReenableDispatch', reenabledBy: principal.userId };
    const { position } = await run(dispatch.dispatchId, command, {
      userId: principal.userId,
      orgId: principal.orgId,
      correlationId: c.var.requestId,
    });
    return c.json({ dispatchId: dispatch.dispatchId, revoked, position: positionText(position) });
  };

  return new Hono<AppEnv>()
    .get(
      '/scorm/dispatches/:id',
      describeRoute({
        summary:
          "A module's dispatches, newest first: type, created, allowed LMS origins, expiry, learner cap, learners so far, last launch, revoked",
        tags: ['delivery'],
      }),
      input('param', courseDispatchesParam),
      input('query', afterPositionQuery),
      async (c) => {
        const courseId = c.req.valid('param').id;
        const { orgId } = c.var.principal;
        if ((await visibleCourseIds(db, orgId, [courseId])).length === 0) throw notFound(MODULE_NOT_FOUND);
        await readAfter(c, caughtUp, [DISPATCH_LIST], c.req.valid('query').after);
        const rows = await listDispatches(db, orgId, courseId);
        const now = new Date();
        return c.json({ dispatches: rows.map((row) => dispatchResponse(row, now)) });
      },
    )
    .post(
      '/scorm/dispatch/:dispatchId/revoke',
      describeRoute({
        summary: 'Revoke a dispatch: its LMSs show a message and report nothing more, open sessions included',
        tags: ['delivery'],
      }),
      input('param', dispatchIdParam),
      (c) => setRevoked(c, c.req.valid('param').dispatchId, true),
    )
    .post(
      '/scorm/dispatch/:dispatchId/reenable',
      describeRoute({
        summary: 'Open a revoked dispatch again: its LMSs admit learners and report as before',
        tags: ['delivery'],
      }),
      input('param', dispatchIdParam),
      (c) => setRevoked(c, c.req.valid('param').dispatchId, false),
    );
}
