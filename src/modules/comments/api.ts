import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { handleCommand } from '../../platform/commands/handle';
import { eventParser } from '../../platform/commands/parse';
import { forbidden, notFound } from '../../platform/errors';
import { positionToString, type EventStore } from '../../platform/eventstore/types';
import type { AppEnv, Principal } from '../../platform/http/env';
import { type ProjectionWait, readAfter } from '../../platform/http/stale-reads';
import { input } from '../../platform/http/validation';
import { newId } from '../../platform/ids';
import { COMMENTS, findComment, listComments, openCounts, type CommentRow } from './read-models/comments-queries';
import {
  addCommentBody,
  blockCommentsQuery,
  commentIdParam,
  courseCommentsQuery,
  courseIdQuery,
  editCommentBody,
  readBody,
  statusBody,
} from './requests';
import { COMMENT_NOT_FOUND, commentsDecider, type CommentCommand } from './decider';
import { commentEventSchemas, commentsStream } from './events';
import { threadsOf, toCommentResponse } from './threads';
import type { Db } from '../../platform/db/database';

export type CommentsDeps = {
  store: EventStore;
  db: Db;
  waitForProjection: ProjectionWait;
  canOpenCourse(principal: Principal, courseId: string): Promise<boolean>;
  avatarOf(userId: string): string;
};

const COURSE_NOT_AVAILABLE = 'Course ID not available';
const parse = eventParser(commentEventSchemas);

/** The comment calls of SPEC §7: threads on blocks, replies, mentions, read marks, resolve and reopen. */
export function commentRoutes({ store, db, waitForProjection, canOpenCourse, avatarOf }: CommentsDeps) {
  async function checkCourse(p: Principal, courseId: string) {
    if (!(await canOpenCourse(p, courseId))) throw notFound(COURSE_NOT_AVAILABLE);
  }
  const caughtUp = (c: Context<AppEnv>, after?: string) => readAfter(c, waitForProjection, [COMMENTS], after);
  /** A comment of a course the caller may open; 404 otherwise (another organisation's is not found). */
  async function commentOf(c: Context<AppEnv>, id: string, after?: string): Promise<CommentRow> {
    const p = c.var.principal;
    await caughtUp(c, after);
    const row = await findComment(db, id);
    if (!row || !(await canOpenCourse(p, row.course_id))) throw notFound(COMMENT_NOT_FOUND);
    return row;
  }
  async function run(p: Principal, requestId: string, command: CommentCommand) {
    const result = await handleCommand({
      store,
      streamId: commentsStream(command.courseId),
      decider: commentsDecider,
      parse,
      command,
      context: { userId: p.userId, orgId: p.orgId, correlationId: requestId },
    });
    return { position: result.position ? positionToString(result.position) : undefined, events: result.events };
  }
  const write = async (p: Principal, requestId: string, command: CommentCommand) => ({
    position: (await run(p, requestId, command)).position,
  });
  const now = () => new Date().toISOString();
  const afterParam = (c: { req: { query(name: string): string | undefined } }) => c.req.query('after');

  return new Hono<AppEnv>()
    .post(
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
    )
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
    )
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
