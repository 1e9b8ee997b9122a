import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../../platform/http/env';
import { readAfter } from '../../../platform/http/stale-reads';
import { input } from '../../../platform/http/validation';
import { COURSE_CHANGES, listChanges } from '../read-models/course-changes-queries';
import type { CoursesDeps } from '../api';
import { changesOf, undoStacks } from '../changes';
import { courseIdParam, position, revisionParam } from '../requests';
import { loadCourse } from '../course-view';
import { revisionResponse } from '../history';
import type { DraftIntent } from '../intents';
import { runCourseCommand } from '../run-command';

const historyQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Changes that started before this revision (the next page). */
  before: z.coerce.number().int().min(0).optional(),
  /** A position returned by a write: answer once the history includes it. */
  after: position.optional(),
});

/** Undo, redo, the list of changes, the course at any revision, restore, publish state. */
export function historyRoutes({ store, db, waitForProjection }: CoursesDeps) {
  const runIntent = (c: Context<AppEnv, string, { out: { param: { id: string } } }>, intent: DraftIntent) =>
    runCourseCommand(store, { courseId: c.req.valid('param').id, intent }, c.var.principal, c.var.requestId);

  return new Hono<AppEnv>()
    .post(
      '/courses/:id/undo',
      describeRoute({ summary: "Undo the caller's last change (appends compensating events)", tags: ['history'] }),
      input('param', courseIdParam),
      async (c) => c.json(await runIntent(c, { kind: 'undo', userId: c.var.principal.userId })),
    )
    .post(
      '/courses/:id/redo',
      describeRoute({ summary: "Redo the caller's last undone change", tags: ['history'] }),
      input('param', courseIdParam),
      async (c) => c.json(await runIntent(c, { kind: 'redo', userId: c.var.principal.userId })),
    )
    .get(
      '/courses/:id/undo-state',
      describeRoute({ summary: 'Whether the caller can undo or redo on this module', tags: ['history'] }),
      input('param', courseIdParam),
      async (c) => {
        const { events, revision } = await loadCourse(store, c.req.valid('param').id, c.var.principal.orgId);
        const { undo, redo } = undoStacks(changesOf(events), c.var.principal.userId);
        return c.json({ canUndo: undo.length > 0, canRedo: redo.length > 0, revision });
      },
    )
    .get(
      '/courses/:id/history',
      describeRoute({ summary: 'Every change to the module, newest first: who, when, what', tags: ['history'] }),
      input('param', courseIdParam),
      input('query', historyQuery),
      async (c) => {
        const { id } = c.req.valid('param');
        await loadCourse(store, id, c.var.principal.orgId);
        const { limit, before, after } = c.req.valid('query');
        await readAfter(c, waitForProjection, [COURSE_CHANGES], after);
        const rows = await listChanges(db, id, limit + 1, before);
        return c.json({
          changes: rows.slice(0, limit).map((r) => ({
            changeId: r.change_id,
            userId: r.user_id,
            userName: [r.first_name, r.last_name].filter(Boolean).join(' ') || 'Someone',
            kind: r.kind,
            firstRevision: r.first_revision,
            revision: r.last_revision,
            recordedAt: new Date(r.recorded_at).toISOString(),
            eventTypes: r.event_types,
            ref: r.ref,
            touches: r.touches,
          })),
          hasMore: rows.length > limit,
        });
      },
    )
    .get(
      '/courses/:id/revisions/:revision',
      describeRoute({ summary: 'The module as it was at a revision', tags: ['history'] }),
      input('param', revisionParam),
      async (c) => {
        const { id, revision } = c.req.valid('param');
        return c.json(await revisionResponse(store, c.var.principal.orgId, id, revision));
      },
    )
    .post(
      '/courses/:id/revisions/:revision/restore',
      describeRoute({
        summary: 'Bring the module back to a revision, as a new change that can be undone',
        tags: ['history'],
      }),
      input('param', revisionParam),
      async (c) => {
        return c.json(await runIntent(c, { kind: 'restore', revision: c.req.valid('param').revision }));
      },
    )
    .post(
      '/courses/:id/unpublish',
      describeRoute({ summary: 'Hide the published version from learners', tags: ['courses'] }),
      input('param', courseIdParam),
      async (c) => {
        const p = c.var.principal;
        return c.json(
          await runCourseCommand(
            store,
            { type: 'Unpublish', courseId: c.req.valid('param').id, orgId: p.orgId },
            p,
            c.var.requestId,
          ),
        );
      },
    );
}
