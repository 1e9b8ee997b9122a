import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../../../platform/http/env';
import { input } from '../../../../platform/http/validation';
import { learnerModuleOf, readPublished } from '../../published';
import { langQuery } from '../../requests';
import { dispatchIdParam } from '../requests';
import { dispatchCalls, type DispatchDeps } from './common';

/** The module a dispatch session's learner takes: the live published version (no sign-in, the session instead). */
export function dispatchModuleRoutes(deps: DispatchDeps) {
  const { published, openDispatchOf } = dispatchCalls(deps);
  return new Hono<AppEnv>().get(
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
  );
}
