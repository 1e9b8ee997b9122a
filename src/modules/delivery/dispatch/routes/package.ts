import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { notFound } from '../../../../platform/errors';
import type { AppEnv } from '../../../../platform/http/env';
import { input } from '../../../../platform/http/validation';
import { masteryScoreOf } from '../../bundled-package';
import { packageFileName } from '../../names';
import { learnerModuleOf, NOT_PUBLISHED, readPublished, readPublishedNow } from '../../published';
import { idParam } from '../../requests';
import { createDispatchBody, dispatchIdParam } from '../requests';
import { buildDispatchPackage } from '../package';
import { dispatchCalls, type DispatchDeps } from './common';

/** An author's new dispatch of a published module, and its thin SCORM package to give the LMS. */
export function dispatchPackageRoutes(deps: DispatchDeps) {
  const { webRoot, serverUrl, defaultDispatchOriginsOf } = deps;
  const { credentials, published, loadOwn, run } = dispatchCalls(deps);
  return new Hono<AppEnv>()
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
    );
}
