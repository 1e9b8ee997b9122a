import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { badRequest, notFound } from '../../platform/errors';
import type { AppEnv, Principal } from '../../platform/http/env';
import { readAfter } from '../../platform/http/stale-reads';
import { input } from '../../platform/http/validation';
import { newId } from '../../platform/ids';
import {
  COURSE_CONTENT,
  type DraftRow,
  findDraft,
  findOwnedDraftBlocks,
  latestDraftOf,
} from './read-models/course-content-queries';
import type { CoursesDeps } from './api';
import { courseIdParam, position, revisionParam } from './requests';
import { blockSchema, type Block } from './content/blocks';
import { withBlockAdded, withBlockReplaced, withBlocksDeleted } from './content/edits';
import { sanitizeBlock } from './content/sanitize';
import { COURSE_NOT_FOUND } from './course-state';
import { ownerOfBlock } from './block-claims';
import { loadCourse, loadCourseState, toContentResponse, toCourseResponse } from './course-view';
import { revisionResponse } from './history';
import type { Content } from './content/content';
import { runCourseCommand } from './run-command';

const afterQuery = z.object({ after: position.optional() });
const blockIds = z.array(z.string().min(1).max(64)).min(1).max(500);
const newBlockBody = z.object({
  courseId: z.string().min(1).max(64),
  block: z.object({ type: z.string() }).passthrough(),
  /** Section index on the first page; the end by default. */
  index: z.number().int().min(0).optional(),
});
const blockBody = z.object({ block: blockSchema.transform(sanitizeBlock) });
const BLOCK_NOT_FOUND = 'Block not found';

/** The drafts (read model: what the editor last saved) and the block calls of SPEC §7. */
export function draftRoutes({ store, db, waitForProjection }: CoursesDeps) {
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

  /** The course that owns a block id (the first that wrote it), when it is one of the caller's organisation. */
  async function courseOfBlock(p: Principal, blockId: string): Promise<string> {
    const courseId = await ownerOfBlock(store, db, blockId);
    const owner = courseId === undefined ? undefined : (await loadCourseState(store, courseId)).state;
    if (!owner?.exists || owner.course.orgId !== p.orgId) throw notFound(BLOCK_NOT_FOUND);
    return owner.course.id;
  }

  /** A block call: a change made on the course as it is now. */
  const editContent = (p: Principal, requestId: string, courseId: string, edit: (content: Content) => Content) =>
    runCourseCommand(store, { courseId, intent: { kind: 'edit', edit } }, p, requestId);

  async function blockOf(p: Principal, blockId: string): Promise<{ courseId: string; block: Block }> {
    const courseId = await courseOfBlock(p, blockId);
    const { course } = await loadCourse(store, courseId, p.orgId);
    const block = course.content.blocks[blockId];
    if (!block) throw notFound(BLOCK_NOT_FOUND);
    return { courseId, block };
  }

  return new Hono<AppEnv>()
    .get(
      '/drafts/channelUserDraft',
      describeRoute({ summary: "The caller's most recently saved draft module, if any", tags: ['drafts'] }),
      input('query', z.object({ user: z.string().max(64).optional(), referrer_url: z.string().max(2000).optional() })),
      async (c) => {
        const p = c.var.principal;
        const draft = await latestDraftOf(db, p.orgId, p.userId);
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
    )
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
    )
    .get(
      '/courses/:id/blocks',
      describeRoute({ summary: "A module's blocks in reading order", tags: ['blocks'] }),
      input('param', courseIdParam),
      async (c) => {
        const { course, revision } = await loadCourse(store, c.req.valid('param').id, c.var.principal.orgId);
        return c.json({ blocks: toContentResponse(course.content).blocks, revision });
      },
    )
    .get(
      '/blocks/',
      describeRoute({ summary: "A module's blocks (query courseId)", tags: ['blocks'] }),
      input('query', z.object({ courseId: z.string().min(1).max(64) })),
      async (c) => {
        const { course, revision } = await loadCourse(store, c.req.valid('query').courseId, c.var.principal.orgId);
        return c.json({ blocks: toContentResponse(course.content).blocks, revision });
      },
    )
    .post(
      '/blocks/',
      describeRoute({ summary: 'Add a block to a module, in a new section', tags: ['blocks'] }),
      input('json', newBlockBody),
      async (c) => {
        const { courseId, block, index } = c.req.valid('json');
        const parsed = blockSchema.safeParse({ title: '', ...block, id: newId() });
        if (!parsed.success)
          throw badRequest(
            'Invalid block',
            parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
          );
        const added = sanitizeBlock(parsed.data);
        const result = await editContent(c.var.principal, c.var.requestId, courseId, (content) =>
          withBlockAdded(content, added, newId(), index, newId),
        );
        return c.json({ block: added, ...result }, 201);
      },
    )
    .get(
      '/blocks/:id',
      describeRoute({ summary: 'One block', tags: ['blocks'] }),
      input('param', courseIdParam),
      async (c) => c.json(await blockOf(c.var.principal, c.req.valid('param').id)),
    )
    .put(
      '/blocks/:id',
      describeRoute({ summary: "Replace a block's value", tags: ['blocks'] }),
      input('param', courseIdParam),
      input('json', blockBody),
      async (c) => {
        const { id } = c.req.valid('param');
        const { block } = c.req.valid('json');
        if (block.id !== id) throw badRequest('block.id does not match the address');
        const courseId = await courseOfBlock(c.var.principal, id);
        return c.json(
          await editContent(c.var.principal, c.var.requestId, courseId, (content) => withBlockReplaced(content, block)),
        );
      },
    )
    .delete(
      '/blocks/:id',
      describeRoute({ summary: 'Delete a block (its comments go with it)', tags: ['blocks'] }),
      input('param', courseIdParam),
      async (c) => {
        const { id } = c.req.valid('param');
        const courseId = await courseOfBlock(c.var.principal, id);
        return c.json(
          await editContent(c.var.principal, c.var.requestId, courseId, (content) => withBlocksDeleted(content, [id])),
        );
      },
    );
}
