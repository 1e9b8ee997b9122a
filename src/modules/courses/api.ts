import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Kysely } from 'kysely';
import type { EventStore, Position } from '../../platform/eventstore/types';
import { badRequest } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import { newId } from '../../platform/ids';
import { isMemberOf } from '../../projections/users';
import { courseIdParam, createCourseBody, duplicateBody, ownerBody, updateCourseBody } from './commands';
import { loadCourse, toCourseResponse } from './course-view';
import { actorOf, runCourseCommand } from './run-command';

export type CoursesDeps = {
  store: EventStore;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  waitForProjection(name: string, position: Position): Promise<boolean>;
};

/** One module: create, read, change, duplicate, delete, restore, transfer. */
export function courseRoutes({ store, db }: CoursesDeps) {
  const respond = ({ course, times, revision, position }: Awaited<ReturnType<typeof runCourseCommand>>) => ({
    course: toCourseResponse(course, times),
    revision,
    position,
  });

  return new Hono<AppEnv>()
    .post(
      '/courses/',
      describeRoute({ summary: 'Create a module', tags: ['courses'] }),
      input('json', createCourseBody),
      async (c) => {
        const { course } = c.req.valid('json');
        const p = c.var.principal;
        const command = { type: 'CreateCourse' as const, courseId: newId(), orgId: p.orgId, createdBy: p.userId, ...course };
        return c.json(respond(await runCourseCommand(store, command, p, c.var.requestId)), 201);
      },
    )
    .post(
      '/courses/duplicate-course/:id',
      describeRoute({ summary: 'Copy a module under a new title', tags: ['courses'] }),
      input('param', courseIdParam),
      input('json', duplicateBody),
      async (c) => {
        const p = c.var.principal;
        const { course: source } = await loadCourse(store, c.req.valid('param').id, p.orgId);
        const command = {
          type: 'CreateCourse' as const,
          courseId: newId(),
          orgId: p.orgId,
          createdBy: p.userId,
          title: c.req.valid('json').courseTitle,
          description: source.description,
          tags: source.tags,
          thumbnail: source.thumbnail,
          duplicatedFrom: source.id,
        };
        return c.json(respond(await runCourseCommand(store, command, p, c.var.requestId)), 201);
      },
    )
    .post(
      '/courses/restore/:id',
      describeRoute({ summary: 'Bring back a module deleted in the last 30 days (owner or admin)', tags: ['courses'] }),
      input('param', courseIdParam),
      async (c) => {
        const p = c.var.principal;
        const command = { type: 'RestoreCourse' as const, courseId: c.req.valid('param').id, orgId: p.orgId, actor: actorOf(p), now: new Date().toISOString() };
        return c.json(respond(await runCourseCommand(store, command, p, c.var.requestId)));
      },
    )
    .get(
      '/courses/:id',
      describeRoute({ summary: 'One module, as it stands now', tags: ['courses'] }),
      input('param', courseIdParam),
      async (c) => {
        const { course, revision, times } = await loadCourse(store, c.req.valid('param').id, c.var.principal.orgId);
        return c.json({ course: toCourseResponse(course, times), revision });
      },
    )
    .put(
      '/courses/:id',
      describeRoute({ summary: "Change a module's title or description", tags: ['courses'] }),
      input('param', courseIdParam),
      input('json', updateCourseBody),
      async (c) => {
        const p = c.var.principal;
        const command = { type: 'UpdateCourse' as const, courseId: c.req.valid('param').id, orgId: p.orgId, ...c.req.valid('json').course };
        return c.json(respond(await runCourseCommand(store, command, p, c.var.requestId)));
      },
    )
    .delete(
      '/courses/:id',
      describeRoute({ summary: 'Delete a module (owner or admin); it can be restored for 30 days', tags: ['courses'] }),
      input('param', courseIdParam),
      async (c) => {
        const p = c.var.principal;
        const command = { type: 'DeleteCourse' as const, courseId: c.req.valid('param').id, orgId: p.orgId, actor: actorOf(p), at: new Date().toISOString() };
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
        const newOwnerId = c.req.valid('json').userId;
        if (!(await isMemberOf(db, newOwnerId, p.orgId))) throw badRequest('The new owner must be a member of the organisation');
        const command = { type: 'TransferOwnership' as const, courseId: c.req.valid('param').id, orgId: p.orgId, actor: actorOf(p), newOwnerId };
        return c.json(respond(await runCourseCommand(store, command, p, c.var.requestId)));
      },
    );
}
