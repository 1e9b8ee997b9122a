import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { badRequest } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { isMemberOf } from '../../identity';
import { courseIdParam, ownerBody } from '../requests';
import { loadCourse } from '../course-view';
import { actorOf, runCourseCommand } from '../run-command';
import type { CoursesDeps } from './deps';

/** A module leaves its owner: deleted (restorable for 30 days), or given to another member. */
export function courseRemovalRoutes({ store, db }: Pick<CoursesDeps, 'store' | 'db'>) {
  return new Hono<AppEnv>()
    .delete(
      '/courses/:id',
      describeRoute({ summary: 'Delete a module (owner or admin); it can be restored for 30 days', tags: ['courses'] }),
      input('param', courseIdParam),
      async (c) => {
        const p = c.var.principal;
        const command = {
          type: 'DeleteCourse' as const,
          courseId: c.req.valid('param').id,
          orgId: p.orgId,
          actor: actorOf(p),
          at: new Date().toISOString(),
        };
        const result = await runCourseCommand(store, command, p, c.var.requestId);
        return c.json({ courseId: result.course.id, deletedAt: result.course.deletedAt, position: result.position });
      },
    )
    .put(
      '/courses/:id/owner',
      describeRoute({ summary: 'Give a module to another member of the organisation (admin)', tags: ['courses'] }),
      input('param', courseIdParam),
      input('json', ownerBody),
      async (c) => {
        const p = c.var.principal;
        const courseId = c.req.valid('param').id;
        const newOwnerId = c.req.valid('json').userId;
        // Another organisation's course is not found, before anything is said about the new owner.
        await loadCourse(store, courseId, p.orgId);
        if (!(await isMemberOf(db, newOwnerId, p.orgId)))
          throw badRequest('The new owner must be a member of the organisation');
        const command = { type: 'TransferOwnership' as const, courseId, orgId: p.orgId, actor: actorOf(p), newOwnerId };
        return c.json(await runCourseCommand(store, command, p, c.var.requestId));
      },
    );
}
