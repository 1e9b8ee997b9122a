import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { notFound } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http/env';
import { readAfter } from '../../../platform/http/stale-reads';
import { input } from '../../../platform/http/validation';
import {
  COURSE_CONTENT,
  type DraftRow,
  findDraft,
  findOwnedDraftBlocks,
  latestDraftOf,
} from '../read-models/course-content-queries';
import { courseIdParam, position } from '../requests';
import { COURSE_NOT_FOUND } from '../course-state';
import { toContentResponse, toCourseResponse } from '../course-view';
import { blockIds } from './block-calls';
import type { CoursesDeps } from './deps';

const afterQuery = z.object({ after: position.optional() });

/** The drafts as the editor last saved them (read model): the caller's latest, a module's, its blocks, blocks by id. */
export function draftReadRoutes({ db, waitForProjection }: Pick<CoursesDeps, 'db' | 'waitForProjection'>) {
  async function draftOf(c: Context<AppEnv>, courseId: string, after?: string) {
    await readAfter(c, waitForProjection, [COURSE_CONTENT], after);
    const row = await findDraft(db, c.var.principal.orgId, courseId);
    if (!row || row.state.deletedAt) throw notFound(COURSE_NOT_FOUND);
    return row;
  }
  const draftResponse = (row: DraftRow) => ({
    course: toCourseResponse(row.state, {
      createdAt: new Date(row.updated_at).toISOString(),
      savedAt: new Date(row.updated_at).toISOString(),
    }),
    revision: row.revision,
  });

  return new Hono<AppEnv>()
    .get(
      '/drafts/channelUserDraft',
      describeRoute({
        summary:
          "The caller's most recently saved draft module, if any; with referrer_url, the one made from that page",
        tags: ['drafts'],
      }),
      input('query', z.object({ user: z.string().max(64).optional(), referrer_url: z.string().max(2000).optional() })),
      async (c) => {
        const p = c.var.principal;
        const draft = await latestDraftOf(db, p.orgId, p.userId, c.req.valid('query').referrer_url);
        return c.json(draft ? draftResponse(draft) : { course: null });
      },
    )
    .get(
      '/drafts/:id/latest',
      describeRoute({
        summary: 'The latest saved draft of a module (add after=<position> to read your own write)',
        tags: ['drafts'],
      }),
      input('param', courseIdParam),
      input('query', afterQuery),
      async (c) => c.json(draftResponse(await draftOf(c, c.req.valid('param').id, c.req.valid('query').after))),
    )
    .get(
      '/drafts/draftdata/:id',
      describeRoute({ summary: 'The draft of a module (as /drafts/{id}/latest)', tags: ['drafts'] }),
      input('param', courseIdParam),
      input('query', afterQuery),
      async (c) => c.json(draftResponse(await draftOf(c, c.req.valid('param').id, c.req.valid('query').after))),
    )
    .get(
      '/drafts/draftblocks/:id',
      describeRoute({ summary: "The draft's blocks in reading order", tags: ['drafts'] }),
      input('param', courseIdParam),
      input('query', afterQuery),
      async (c) => {
        const row = await draftOf(c, c.req.valid('param').id, c.req.valid('query').after);
        return c.json({ blocks: toContentResponse(row.state.content).blocks, revision: row.revision });
      },
    )
    .post(
      '/drafts/draftblocks',
      describeRoute({ summary: 'Blocks by id', tags: ['drafts'] }),
      input('json', z.object({ blockIds })),
      async (c) => {
        return c.json({ blocks: await findOwnedDraftBlocks(db, c.req.valid('json').blockIds, c.var.principal.orgId) });
      },
    );
}
