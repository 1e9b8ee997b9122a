import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { badRequest } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { courseIdParam, revisionParam } from '../requests';
import { withBlocksDeleted } from '../content/edits';
import { loadCourse } from '../course-view';
import { revisionResponse } from '../history';
import { runCourseCommand } from '../run-command';
import { blockCalls, blockIds } from './block-calls';
import type { CoursesDeps } from './deps';

/**
 * A draft's blocks deleted by id, the draft as it was at a revision, and the draft discarded.
 * `/drafts/{id}/{revision}` answers any two-part path under /drafts: it comes after the drafts' reads.
 */
export function draftChangeRoutes(deps: Pick<CoursesDeps, 'store' | 'db'>) {
  const { store } = deps;
  const { courseOfBlock, editContent } = blockCalls(deps);
  return new Hono<AppEnv>()
    .delete(
      '/drafts/blocks/draftblocks',
      describeRoute({ summary: 'Delete blocks by id (body: an array of block ids)', tags: ['drafts'] }),
      input('json', blockIds),
      async (c) => {
        const p = c.var.principal;
        const byCourse = new Map<string, string[]>();
        for (const id of c.req.valid('json')) {
          const courseId = await courseOfBlock(p, id);
          byCourse.set(courseId, [...(byCourse.get(courseId) ?? []), id]);
        }
        const results = [];
        for (const [courseId, ids] of byCourse) {
          results.push(await editContent(p, c.var.requestId, courseId, (content) => withBlocksDeleted(content, ids)));
        }
        return c.json({
          deleted: [...byCourse.values()].flat(),
          courses: results.map((r) => ({ id: r.course.id, revision: r.revision, position: r.position })),
        });
      },
    )
    .get(
      '/drafts/:id/:revision',
      describeRoute({ summary: 'The draft as it was at a revision', tags: ['drafts'] }),
      input('param', revisionParam),
      async (c) => {
        const { id, revision } = c.req.valid('param');
        return c.json(await revisionResponse(store, c.var.principal.orgId, id, revision));
      },
    )
    .delete(
      '/drafts/:id',
      describeRoute({
        summary: 'Discard the draft: the module goes back to its published version (a change that can be undone)',
        tags: ['drafts'],
      }),
      input('param', courseIdParam),
      async (c) => {
        const p = c.var.principal;
        const { id } = c.req.valid('param');
        const { events } = await loadCourse(store, id, p.orgId);
        const published = events.findLast((e) => e.type === 'CoursePublished');
        if (!published)
          throw badRequest('This module was never published; there is no published version to go back to');
        const intent = { kind: 'restore' as const, revision: published.version };
        return c.json(await runCourseCommand(store, { courseId: id, intent }, p, c.var.requestId));
      },
    );
}
