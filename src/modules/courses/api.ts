import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Kysely } from 'kysely';
import { handleCommand } from '../../platform/commands/handle';
import type { EventStore, Position } from '../../platform/eventstore/types';
import { positionFromString, positionToString } from '../../platform/eventstore/types';
import type { AppEnv, Principal } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import { newId } from '../../platform/ids';
import { COURSE_LIST, listCourses } from '../../projections/course-list';
import { courseIdParam, createCourseBody, listQuery, updateCourseBody } from './commands';
import { loadCourse, parseCourseEvent, toCourseResponse } from './course-view';
import { courseDecider, type CourseCommand } from './decider';
import { courseStream } from './events';

export type CoursesDeps = {
  store: EventStore;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  waitForProjection(name: string, position: Position): Promise<boolean>;
};

export function courseRoutes({ store, db, waitForProjection }: CoursesDeps) {
  async function run(command: CourseCommand, principal: Principal, requestId: string) {
    const result = await handleCommand({
      store,
      streamId: courseStream(command.courseId),
      decider: courseDecider,
      parse: parseCourseEvent,
      command,
      context: { userId: principal.userId, orgId: principal.orgId, correlationId: requestId },
    });
    const { course, revision, times } = await loadCourse(store, command.courseId, principal.orgId);
    return {
      course: toCourseResponse(course, times),
      revision,
      position: result.position ? positionToString(result.position) : undefined,
    };
  }

  return new Hono<AppEnv>()
    .get(
      '/courses/list',
      describeRoute({ summary: "The organisation's modules, newest saved first", tags: ['courses'] }),
      input('query', listQuery),
      async (c) => {
        const q = c.req.valid('query');
        const after = q.after ? positionFromString(q.after) : null;
        if (after) await waitForProjection(COURSE_LIST, after);
        return c.json(await listCourses(db, { ...q, orgId: c.var.principal.orgId }));
      },
    )
    .post(
      '/courses/',
      describeRoute({ summary: 'Create a module', tags: ['courses'] }),
      input('json', createCourseBody),
      async (c) => {
        const { course } = c.req.valid('json');
        const p = c.var.principal;
        const command = { type: 'CreateCourse' as const, courseId: newId(), orgId: p.orgId, createdBy: p.userId, ...course };
        return c.json(await run(command, p, c.var.requestId), 201);
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
        const { course } = c.req.valid('json');
        const p = c.var.principal;
        const command = { type: 'UpdateCourse' as const, courseId: c.req.valid('param').id, orgId: p.orgId, ...course };
        return c.json(await run(command, p, c.var.requestId));
      },
    );
}
