import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { describeRoute } from 'hono-openapi';
import { handleCommand, loadStream } from '../../../platform/commands/handle';
import { eventParser } from '../../../platform/commands/parse';
import { AppError, forbidden, notFound } from '../../../platform/errors';
import type { EventStore } from '../../../platform/eventstore/types';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { masteryScoreOf } from '../bundled-package';
import { packageFileName } from '../names';
import { learnerModuleOf, NOT_PUBLISHED, readPublished, readPublishedNow, type PublishedSource } from '../published';
import { idParam, langQuery } from '../requests';
import { admissionBody, courseDispatchesParam, createDispatchBody, dispatchIdParam, openSessionBody } from './requests';
import { DISPATCH_LIST, type DispatchRow, listDispatches } from '../read-models/dispatch-list-queries';
import { visibleCourseIds } from '../../courses';
import { afterPositionQuery, type ProjectionWait, readAfter } from '../../../platform/http/stale-reads';
import { type Position, positionToString } from '../../../platform/eventstore/types';
import { originSchema } from '../../../platform/http/origin';
import { dispatchCredentials } from './credentials';
import { DISPATCH_NOT_FOUND, dispatchDecider, ORIGIN_REFUSED, refusalOf, type DispatchCommand } from './decider';
import { dispatchEventSchemas, dispatchStream } from './events';
import { buildDispatchPackage } from './package';
import { recordView, type ViewedWithin } from '../views/record';
import type { Db } from '../../../platform/db/database';

export type DispatchDeps = {
  store: EventStore;
  db: Db;
  jwtSecret: string;
  webRoot: string;
  serverUrl: () => string;
  themeOf: PublishedSource['themeOf'];
  /** The LMS origins the organisation's new dispatches may be framed by when their author names none. */
  defaultDispatchOriginsOf(orgId: string): Promise<readonly string[]>;
  caughtUp: ProjectionWait;
  viewedWithin: ViewedWithin;
};

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

const parse = eventParser(dispatchEventSchemas);

/** Dispatches: authors create, download and revoke them; the thin package opens learner sessions (no sign-in, its secret instead). */
export function dispatchRoutes(deps: DispatchDeps) {
  const { store, db, jwtSecret, webRoot, serverUrl, themeOf, defaultDispatchOriginsOf, caughtUp } = deps;
  const credentials = dispatchCredentials(jwtSecret);
  const published = { db, store, themeOf };
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
  /** The dispatch of the request's learner session, while it is neither revoked nor expired. */
  const openDispatchOf = async (c: Context<AppEnv>, dispatchId: string) => {
    const session = await credentials.verifySession(c.req.header('x-dispatch-session'));
    const dispatch = await load(dispatchId);
    if (session.dispatchId !== dispatch.dispatchId) throw notFound(DISPATCH_NOT_FOUND);
    const refusal = refusalOf(dispatch, new Date().toISOString());
    if (refusal) throw refusal;
    return dispatch;
  };
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
  const run = (
    dispatchId: string,
    command: DispatchCommand,
    context: { userId: string; orgId: string; correlationId: string },
  ) =>
    handleCommand({ store, streamId: dispatchStream(dispatchId), decider: dispatchDecider, parse, command, context });

  return (
    new Hono<AppEnv>()
      .post(
        '/scorm/createdispatch/:id',
        describeRoute({ summary: 'Create a dispatch of a published module', tags: ['delivery'] }),
        input('param', idParam),
        input('json', createDispatchBody),
        async (c) => {
          const courseId = c.req.valid('param').id;
          const body = c.req.valid('json');
          const { principal } = c.var;
          // The stream, not the read model: a module the author has just published can be dispatched at once.
          const row = await readPublishedNow(published, courseId);
          if (row.org_id !== principal.orgId) throw notFound(NOT_PUBLISHED);
          const dispatchId = randomUUID().replaceAll('-', '');
          const {
            requestedDispatchType: runtime,
            reporting,
            allowedOrigins,
            expiresAt,
            learnerCap,
            newLearnersPerHour,
          } = body;
          const data = {
            dispatchId,
            courseId,
            orgId: principal.orgId,
            createdBy: principal.userId,
            runtime,
            reporting,
            allowedOrigins: allowedOrigins.length
              ? allowedOrigins
              : [...(await defaultDispatchOriginsOf(principal.orgId))],
            expiresAt,
            learnerCap,
            newLearnersPerHour,
          };
          await run(
            dispatchId,
            { type: 'CreateDispatch', data },
            { userId: principal.userId, orgId: principal.orgId, correlationId: c.var.requestId },
          );
          return c.json({ dispatchId, downloadUrl: `/api/scorm/dispatch/${dispatchId}/package` }, 201);
        },
      )
      .get(
        '/scorm/dispatch/:dispatchId/package',
        describeRoute({ summary: "A dispatch's thin SCORM package", tags: ['delivery'] }),
        input('param', dispatchIdParam),
        async (c) => {
          const dispatch = await loadOwn(c, c.req.valid('param').dispatchId);
          const module = await learnerModuleOf(published, await readPublished(published, dispatch.courseId));
          const server = serverUrl();
          const config = {
            runtime: dispatch.runtime,
            reporting: dispatch.reporting,
            title: module.title,
            server,
            dispatchId: dispatch.dispatchId,
            secret: credentials.secretOf(dispatch.dispatchId),
          };
          const zip = await buildDispatchPackage(
            config,
            masteryScoreOf(module, dispatch.runtime, dispatch.reporting),
            dispatch.courseId,
            webRoot,
          );
          return c.body(new Uint8Array(zip), 200, {
            'Content-Type': 'application/zip',
            'Content-Disposition': `attachment; filename="${packageFileName(module.title, 'dispatch')}"`,
            'Cache-Control': 'private, no-store',
          });
        },
      )
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
      )
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
      .get(
        '/dispatch/:dispatchId/module',
        describeRoute({ summary: 'The live published module of a dispatch session (no sign-in)', tags: ['delivery'] }),
        input('param', dispatchIdParam),
        input('query', langQuery),
        async (c) => {
          const dispatch = await openDispatchOf(c, c.req.valid('param').dispatchId);
          c.header('Cache-Control', 'private, no-store');
          const head = await readPublished(published, dispatch.courseId);
          return c.json(await learnerModuleOf(published, head, c.req.valid('query').lang));
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

/** `frame-ancestors` for a dispatch's page: its LMS origins, any when it names none, none when there is no such dispatch. */
export function frameAncestors(store: EventStore) {
  return async (dispatchId: string) => {
    const { state } = await loadStream(store, dispatchStream(dispatchId), dispatchDecider, parse);
    if (!state.exists) return "'none'";
    return state.dispatch.allowedOrigins.length ? state.dispatch.allowedOrigins.join(' ') : '*';
  };
}
