import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import { labelSuggestions, labelsInUse } from '../../projections/course-list-queries';
import type { CoursesDeps } from './api';
import { courseIdParam, removeTagQuery, tagSuggestionsQuery, tagsBody } from './requests';
import { runCourseCommand } from './run-command';

/** Labels (tags) of modules: suggestions, filters, and changing a module's labels. */
export function labelRoutes({ store, db }: CoursesDeps) {
  return new Hono<AppEnv>()
    .get(
      '/course-tag/courseFilters',
      describeRoute({ summary: 'Every label in use in the organisation, with counts', tags: ['labels'] }),
      async (c) => c.json(await labelsInUse(db, c.var.principal.orgId)),
    )
    .get(
      '/course-tag',
      describeRoute({ summary: 'Label suggestions, most used first', tags: ['labels'] }),
      input('query', tagSuggestionsQuery),
      async (c) => c.json(await labelSuggestions(db, { ...c.req.valid('query'), orgId: c.var.principal.orgId })),
    )
    .put(
      '/course-tag/:id',
      describeRoute({ summary: 'Add labels to a module, or replace its labels', tags: ['labels'] }),
      input('param', courseIdParam),
      input('json', tagsBody),
      async (c) => {
        const p = c.var.principal;
        const command = {
          type: 'ChangeTags' as const,
          courseId: c.req.valid('param').id,
          orgId: p.orgId,
          ...c.req.valid('json'),
        };
        const result = await runCourseCommand(store, command, p, c.var.requestId);
        return c.json({ courseId: result.course.id, tags: result.course.tags, position: result.position });
      },
    )
    .delete(
      '/course-tag/:id',
      describeRoute({ summary: 'Remove one label from a module', tags: ['labels'] }),
      input('param', courseIdParam),
      input('query', removeTagQuery),
      async (c) => {
        const p = c.var.principal;
        const command = {
          type: 'RemoveTag' as const,
          courseId: c.req.valid('param').id,
          orgId: p.orgId,
          tag: c.req.valid('query').tag,
        };
        const result = await runCourseCommand(store, command, p, c.var.requestId);
        return c.json({ courseId: result.course.id, tags: result.course.tags, position: result.position });
      },
    );
}
