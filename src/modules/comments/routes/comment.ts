import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { notFound } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { findComment, type CommentRow } from '../read-models/comments-queries';
import { commentIdParam, editCommentBody, readBody, statusBody } from '../requests';
import { COMMENT_NOT_FOUND } from '../decider';
import { toCommentResponse } from '../threads';
import { afterParam, commentCalls, now, type CommentsDeps } from './common';

/** One comment: read it, change or delete it, resolve or reopen its thread, mark it read. */
export function commentItemRoutes(deps: CommentsDeps) {
  const { db, canOpenCourse } = deps;
  const { caughtUp, write } = commentCalls(deps);
  /** A comment of a course the caller may open; 404 otherwise (another organisation's is not found). */
  async function commentOf(c: Context<AppEnv>, id: string, after?: string): Promise<CommentRow> {
    const p = c.var.principal;
    await caughtUp(c, after);
    const row = await findComment(db, id);
    if (!row || !(await canOpenCourse(p, row.course_id))) throw notFound(COMMENT_NOT_FOUND);
    return row;
  }

  return new Hono<AppEnv>()
    .get(
      '/comments/:id',
      describeRoute({ summary: 'One comment', tags: ['comments'] }),
      input('param', commentIdParam),
      async (c) =>
        c.json({
          comment: toCommentResponse(await commentOf(c, c.req.valid('param').id, afterParam(c))),
        }),
    )
    .put(
      '/comments/:id',
      describeRoute({ summary: 'Change my comment', tags: ['comments'] }),
      input('param', commentIdParam),
      input('json', editCommentBody),
      async (c) => {
        const p = c.var.principal;
        const row = await commentOf(c, c.req.valid('param').id, afterParam(c));
        const { content, mentions } = c.req.valid('json');
        return c.json(
          await write(p, c.var.requestId, {
            type: 'EditComment',
            courseId: row.course_id,
            commentId: row.comment_id,
            actorId: p.userId,
            content,
            mentions,
            at: now(),
          }),
        );
      },
    )
    .delete(
      '/comments/:id',
      describeRoute({ summary: 'Delete my comment (a thread goes with its replies)', tags: ['comments'] }),
      input('param', commentIdParam),
      async (c) => {
        const p = c.var.principal;
        const row = await commentOf(c, c.req.valid('param').id, afterParam(c));
        return c.json(
          await write(p, c.var.requestId, {
            type: 'DeleteComment',
            courseId: row.course_id,
            commentId: row.comment_id,
            actorId: p.userId,
            actorIsAdmin: p.roles.includes('ADMIN'),
          }),
        );
      },
    )
    .patch(
      '/comments/:id/status',
      describeRoute({ summary: 'Resolve or reopen a thread', tags: ['comments'] }),
      input('param', commentIdParam),
      input('json', statusBody),
      async (c) => {
        const p = c.var.principal;
        const row = await commentOf(c, c.req.valid('param').id, afterParam(c));
        return c.json(
          await write(p, c.var.requestId, {
            type: 'ChangeStatus',
            courseId: row.course_id,
            commentId: row.comment_id,
            status: c.req.valid('json').status,
          }),
        );
      },
    )
    .post(
      '/comments/:id/read',
      describeRoute({ summary: 'Mark a comment or reply read by me', tags: ['comments'] }),
      input('param', commentIdParam),
      input('json', readBody),
      async (c) => {
        const p = c.var.principal;
        const row = await commentOf(c, c.req.valid('param').id, afterParam(c));
        // Only ever the caller: marking for someone else would lie about what they saw.
        return c.json(
          await write(p, c.var.requestId, {
            type: 'MarkRead',
            courseId: row.course_id,
            commentId: row.comment_id,
            userId: p.userId,
          }),
        );
      },
    );
}
