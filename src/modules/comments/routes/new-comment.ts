import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { newId } from '../../../platform/ids';
import { addCommentBody } from '../requests';
import { commentCalls, now, type CommentsDeps } from './common';

/** A new comment on a block, or a reply to a thread. */
export function newCommentRoutes(deps: CommentsDeps) {
  const { avatarOf } = deps;
  const { checkCourse, run } = commentCalls(deps);
  return new Hono<AppEnv>().post(
    '/comments/',
    describeRoute({ summary: 'Comment on a block, or reply (parentId)', tags: ['comments'] }),
    input('json', addCommentBody),
    async (c) => {
      const p = c.var.principal;
      const body = c.req.valid('json');
      await checkCourse(p, body.courseId);
      const commentId = newId();
      const author = { id: p.userId, name: p.name, avatar: avatarOf(p.userId) };
      const at = now();
      const { position, events } = await run(p, c.var.requestId, {
        type: 'AddComment',
        commentId,
        courseId: body.courseId,
        blockId: body.blockId,
        parentId: body.parentId ?? null,
        content: body.content,
        author,
        mentions: body.mentions,
        at,
      });
      // A reply to a reply was attached to its thread's first comment.
      const { parentId } = (events[0] as { data: { parentId: string | null } }).data;
      const comment = {
        id: commentId,
        content: body.content,
        author,
        courseId: body.courseId,
        blockId: body.blockId,
        parentId,
        mentions: body.mentions,
        status: 'open',
        readBy: [p.userId],
        createdAt: at,
        updatedAt: at,
      };
      return c.json({ comment, position }, 201);
    },
  );
}
