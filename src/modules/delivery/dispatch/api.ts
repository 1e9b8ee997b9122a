import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Kysely } from 'kysely';
import { handleCommand, loadStream } from '../../../platform/commands/handle';
import { eventParser } from '../../../platform/commands/parse';
import { notFound } from '../../../platform/errors';
import type { EventStore } from '../../../platform/eventstore/types';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { masteryScoreOf } from '../bundled-package';
import { packageFileName } from '../names';
import { learnerModuleOf, NOT_PUBLISHED, readPublished } from '../published';
import { idParam } from '../requests';
import { createDispatchBody, dispatchIdParam, openSessionBody } from './commands';
import { dispatchCredentials } from './credentials';
import { DISPATCH_NOT_FOUND, dispatchDecider, refusalOf, type DispatchCommand } from './decider';
import { dispatchEventSchemas, dispatchStream } from './events';
import { buildDispatchPackage } from './package';

export type DispatchDeps = { store: EventStore; db: Kysely<any>; jwtSecret: string; webRoot: string; publicUrl: string | undefined };

const parse = eventParser(dispatchEventSchemas);

/** Dispatches: authors create, download and revoke them; the thin package opens learner sessions (no sign-in, its secret instead). */
export function dispatchRoutes({ store, db, jwtSecret, webRoot, publicUrl }: DispatchDeps) {
  const credentials = dispatchCredentials(jwtSecret);
  const load = async (dispatchId: string) => {
    const { state } = await loadStream(store, dispatchStream(dispatchId), dispatchDecider, parse);
    if (!state.exists) throw notFound(DISPATCH_NOT_FOUND);
    return state.dispatch;
  };
  /** An author's dispatch: another organisation's is 404. */
  const loadOwn = async (c: Context<AppEnv>, dispatchId: string) => {
    const dispatch = await load(dispatchId);
    if (dispatch.orgId !== c.var.principal.orgId) throw notFound(DISPATCH_NOT_FOUND);
    return dispatch;
  };
  const run = (dispatchId: string, command: DispatchCommand, context: { userId: string; orgId: string; correlationId: string }) =>
    handleCommand({ store, streamId: dispatchStream(dispatchId), decider: dispatchDecider, parse, command, context });

  return new Hono<AppEnv>()
    .post('/scorm/createdispatch/:id', describeRoute({ summary: 'Create a dispatch of a published module', tags: ['delivery'] }), input('param', idParam), input('json', createDispatchBody), async (c) => {
      const courseId = c.req.valid('param').id;
      const body = c.req.valid('json');
      const { principal } = c.var;
      const row = await readPublished(db, courseId);
      if (row.org_id !== principal.orgId) throw notFound(NOT_PUBLISHED);
      const dispatchId = randomUUID().replaceAll('-', '');
      const { requestedDispatchType: runtime, reporting, allowedOrigins, expiresAt, learnerCap } = body;
      const data = { dispatchId, courseId, orgId: principal.orgId, createdBy: principal.userId, runtime, reporting, allowedOrigins, expiresAt, learnerCap };
      await run(dispatchId, { type: 'CreateDispatch', data }, { userId: principal.userId, orgId: principal.orgId, correlationId: c.var.requestId });
      return c.json({ dispatchId, downloadUrl: `/api/scorm/dispatch/${dispatchId}/package` }, 201);
    })
    .get('/scorm/dispatch/:dispatchId/package', describeRoute({ summary: "A dispatch's thin SCORM package", tags: ['delivery'] }), input('param', dispatchIdParam), async (c) => {
      const dispatch = await loadOwn(c, c.req.valid('param').dispatchId);
      const module = await learnerModuleOf(db, await readPublished(db, dispatch.courseId));
      const server = publicUrl ?? new URL(c.req.url).origin;
      const config = { runtime: dispatch.runtime, reporting: dispatch.reporting, title: module.title, server, dispatchId: dispatch.dispatchId, secret: credentials.secretOf(dispatch.dispatchId) };
      const zip = await buildDispatchPackage(config, masteryScoreOf(module, dispatch.runtime, dispatch.reporting), dispatch.courseId, webRoot);
      return c.body(new Uint8Array(zip), 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${packageFileName(module.title, 'dispatch')}"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .post('/scorm/dispatch/:dispatchId/revoke', describeRoute({ summary: 'Revoke a dispatch: its LMSs show a message and never report again', tags: ['delivery'] }), input('param', dispatchIdParam), async (c) => {
      const dispatch = await loadOwn(c, c.req.valid('param').dispatchId);
      const { principal } = c.var;
      await run(dispatch.dispatchId, { type: 'RevokeDispatch', revokedBy: principal.userId }, { userId: principal.userId, orgId: principal.orgId, correlationId: c.var.requestId });
      return c.json({ dispatchId: dispatch.dispatchId, revoked: true });
    })
    .post('/dispatch/:dispatchId/session', describeRoute({ summary: "A dispatch package's secret for a learner session (no sign-in)", tags: ['delivery'] }), input('param', dispatchIdParam), input('json', openSessionBody), async (c) => {
      const { dispatchId } = c.req.valid('param');
      const { secret, learnerId, origin } = c.req.valid('json');
      credentials.checkSecret(dispatchId, secret);
      const dispatch = await load(dispatchId);
      const command = { type: 'JoinDispatch' as const, learnerKey: credentials.learnerKey(dispatchId, learnerId), origin, now: new Date().toISOString() };
      await run(dispatchId, command, { userId: `learner:${command.learnerKey}`, orgId: dispatch.orgId, correlationId: c.var.requestId });
      return c.json({ token: await credentials.openSession({ dispatchId, courseId: dispatch.courseId }) });
    })
    .get('/dispatch/:dispatchId/module', describeRoute({ summary: 'The live published module of a dispatch session (no sign-in)', tags: ['delivery'] }), input('param', dispatchIdParam), async (c) => {
      const session = await credentials.verifySession(c.req.header('x-dispatch-session'));
      const dispatch = await load(c.req.valid('param').dispatchId);
      if (session.dispatchId !== dispatch.dispatchId) throw notFound(DISPATCH_NOT_FOUND);
      const refusal = refusalOf(dispatch, new Date().toISOString());
      if (refusal) throw refusal;
      c.header('Cache-Control', 'private, no-store');
      return c.json(await learnerModuleOf(db, await readPublished(db, dispatch.courseId)));
    });
}

/** `frame-ancestors` for a dispatch's page: its LMS origins, any when it names none, none when there is no such dispatch. */
export function frameAncestors(store: EventStore) {
  return async (dispatchId: string) => {
    const { state } = await loadStream(store, dispatchStream(dispatchId), dispatchDecider, parse);
    if (!state.exists) return "'none'";
    return state.dispatch.allowedOrigins.length ? state.dispatch.allowedOrigins.join(' ') : '*';
  };
}
