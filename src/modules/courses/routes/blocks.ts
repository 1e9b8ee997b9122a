import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { badRequest, notFound } from '../../../platform/errors';
import type { AppEnv, Principal } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { fieldOf, plainReason } from '../../../platform/plain-issues';
import { newId } from '../../../platform/ids';
import { courseIdParam } from '../requests';
import { blockSchema, type Block } from '../content/blocks';
import { withBlockAdded, withBlockReplaced, withBlocksDeleted } from '../content/edits';
import { sanitizeBlock } from '../content/sanitize';
import { loadCourse, toContentResponse } from '../course-view';
import { BLOCK_NOT_FOUND, blockCalls } from './block-calls';
import type { CoursesDeps } from './deps';

const newBlockBody = z.object({
  courseId: z.string().min(1).max(64),
  block: z.object({ type: z.string() }).passthrough(),
  /** Section index on the first page; the end by default. */
  index: z.number().int().min(0).optional(),
});
const blockBody = z.object({ block: blockSchema.transform(sanitizeBlock) });

/** The block calls of SPEC §7: a module's blocks, and one block added, read, replaced or deleted. */
export function blockRoutes(deps: Pick<CoursesDeps, 'store' | 'db'>) {
  const { store } = deps;
  const { courseOfBlock, editContent } = blockCalls(deps);

  async function blockOf(p: Principal, blockId: string): Promise<{ courseId: string; block: Block }> {
    const courseId = await courseOfBlock(p, blockId);
    const { course } = await loadCourse(store, courseId, p.orgId);
    const block = course.content.blocks[blockId];
    if (!block) throw notFound(BLOCK_NOT_FOUND);
    return { courseId, block };
  }

  return new Hono<AppEnv>()
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
        if (!parsed.success) {
          const first = parsed.error.issues[0]!;
          throw badRequest(
            `Invalid ${fieldOf({ path: ['block', ...first.path] }, 'block')}: ${plainReason(first)}`,
            parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: plainReason(i) })),
          );
        }
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
