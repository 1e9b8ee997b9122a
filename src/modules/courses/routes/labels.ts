import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv, Principal } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { labelSuggestions, labelsInUse } from '../read-models/course-list-queries';
import type { CoursesDeps } from '../api';
import { courseIdParam, removeTagQuery, tagSuggestionsQuery, tagsBody } from '../requests';
import type { ContentCommand } from '../decide-content';
import { runCourseCommand } from '../run-command';

type Unplaced<C> = C extends unknown ? Omit<C, 'orgId'> : never;
type LabelCommand = Unplaced<Extract<ContentCommand, { type: 'ChangeTags' | 'RemoveTag' }>>;

/** Labels (tags) of modules: suggestions, filters, and changing a module's labels. */
export function labelRoutes({ store, db }: CoursesDeps) {
  /** Runs a change of one module's labels; answers its labels as they are now. */
  async function changeLabels(p: Principal, requestId: string, command: LabelCommand) {
    const result = await runCourseCommand(store, { ...command, orgId: p.orgId }, p, requestId);
    return { courseId: result.course.id, tags: result.course.tags, position: result.position };
  }

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
        const command = { type: 'ChangeTags' as const, courseId: c.req.valid('param').id, ...c.req.valid('json') };
        return c.json(await changeLabels(c.var.principal, c.var.requestId, command));
      },
    )
    .delete(
      '/course-tag/:id',
      describeRoute({ summary: 'Remove one label from a module', tags: ['labels'] }),
      input('param', courseIdParam),
      input('query', removeTagQuery),
      async (c) => {
        const command = {
          type: 'RemoveTag' as const,
          courseId: c.req.valid('param').id,
          tag: c.req.valid('query').tag,
        };
        return c.json(await changeLabels(c.var.principal, c.var.requestId, command));
      },
    );
}
