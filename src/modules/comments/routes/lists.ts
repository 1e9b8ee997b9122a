import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { forbidden } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { listComments, openCounts } from '../read-models/comments-queries';
import { blockCommentsQuery, commentIdParam, courseCommentsQuery, courseIdQuery } from '../requests';
import { threadsOf } from '../threads';
import { afterParam, commentCalls, type CommentsDeps } from './common';

/** The threads of a block (and clearing them) and of a module, and the open comments per block. */
export function commentListRoutes(deps: CommentsDeps) {
  const { db } = deps;
  const { checkCourse, caughtUp, write } = commentCalls(deps);
  return new Hono<AppEnv>()
    .get(
      '/comments/block/:id',
      describeRoute({ summary: "A block's threads, oldest first, replies inside", tags: ['comments'] }),
      input('param', commentIdParam),
      input('query', blockCommentsQuery),
      async (c) => {
        const { courseId, after } = c.req.valid('query');
        await checkCourse(c.var.principal, courseId);
        await caughtUp(c, after);
        return c.json({ comments: threadsOf(await listComments(db, courseId, { blockId: c.req.valid('param').id })) });
      },
    )
    .delete(
      '/comments/block/:id',
      describeRoute({ summary: "Delete all of a block's comments (authors of the module)", tags: ['comments'] }),
      input('param', commentIdParam),
      input('query', courseIdQuery),
      async (c) => {
        const p = c.var.principal;
        const { courseId } = c.req.valid('query');
        if (p.courseId !== undefined) throw forbidden('Only authors of the module can delete all comments of a block');
        await checkCourse(p, courseId);
        return c.json(
          await write(p, c.var.requestId, { type: 'DeleteBlockComments', courseId, blockId: c.req.valid('param').id }),
        );
      },
    )
    .get(
      '/comments/course/:id/counts',
      describeRoute({ summary: 'Open comments per block, replies included', tags: ['comments'] }),
      input('param', commentIdParam),
      async (c) => {
        const courseId = c.req.valid('param').id;
        await checkCourse(c.var.principal, courseId);
        await caughtUp(c, afterParam(c));
        return c.json({ counts: await openCounts(db, courseId) });
      },
    )
    .get(
      '/comments/course/:id',
      describeRoute({ summary: "A module's threads (status=open|resolved)", tags: ['comments'] }),
      input('param', commentIdParam),
      input('query', courseCommentsQuery),
      async (c) => {
        const courseId = c.req.valid('param').id;
        const { status, after } = c.req.valid('query');
        await checkCourse(c.var.principal, courseId);
        await caughtUp(c, after);
        return c.json({ comments: threadsOf(await listComments(db, courseId, { status })) });
      },
    );
}
