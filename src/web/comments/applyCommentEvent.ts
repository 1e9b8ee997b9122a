import { type CommentEvent, commentEventSchemas } from '../../modules/comments/shared';
import type { Comment, Thread } from '../api/comments';

const iso = (time: string) => new Date(time).toISOString();

/** A comment event as the live socket carries it: its type and data. */
export type LiveCommentEvent = { type: string; data: unknown };

function parse(event: LiveCommentEvent): CommentEvent | null {
  const schema = commentEventSchemas[event.type as CommentEvent['type']];
  const parsed = schema?.safeParse(event.data);
  return parsed?.success ? ({ type: event.type, data: parsed.data } as CommentEvent) : null;
}

const withReplies = (thread: Thread, replies: Comment[]): Thread => ({
  ...thread,
  replies,
  replyMeta: { count: replies.length, lastReplyAt: replies.at(-1)?.createdAt ?? null },
});

/** Changes the comment `id` (a thread's first comment or a reply) wherever it is. */
const changeComment = (threads: Thread[], id: string, change: <C extends Comment>(c: C) => C): Thread[] =>
  threads.map((t) => {
    const thread = t.id === id ? change(t) : t;
    return thread.replies.some((r) => r.id === id)
      ? { ...thread, replies: thread.replies.map((r) => (r.id === id ? change(r) : r)) }
      : thread;
  });

const withoutComments = (threads: Thread[], ids: ReadonlySet<string>): Thread[] =>
  threads
    .filter((t) => !ids.has(t.id))
    .map((t) =>
      t.replies.some((r) => ids.has(r.id))
        ? withReplies(
            t,
            t.replies.filter((r) => !ids.has(r.id)),
          )
        : t,
    );

/**
 * A course's threads after one live comment event, as the server would list them; null when the
 * event cannot be applied to what is cached (unknown shape, or a reply to a thread not in the cache),
 * and the threads are to be fetched again.
 */
export function applyCommentEvent(threads: Thread[], live: LiveCommentEvent): Thread[] | null {
  const event = parse(live);
  if (!event) return null;
  switch (event.type) {
    case 'CommentAdded': {
      const d = event.data;
      const already = threads.some((t) => t.id === d.commentId || t.replies.some((r) => r.id === d.commentId));
      if (already) return threads;
      const comment: Comment = {
        id: d.commentId,
        content: d.content,
        author: d.author,
        courseId: d.courseId,
        blockId: d.blockId,
        parentId: d.parentId,
        mentions: d.mentions,
        status: 'open',
        readBy: [d.author.id],
        createdAt: iso(d.createdAt),
        updatedAt: iso(d.createdAt),
      };
      if (d.parentId === null)
        return [...threads, { ...comment, replies: [], replyMeta: { count: 0, lastReplyAt: null } }];
      if (!threads.some((t) => t.id === d.parentId)) return null;
      return threads.map((t) => (t.id === d.parentId ? withReplies(t, [...t.replies, comment]) : t));
    }
    case 'CommentEdited': {
      const { commentId, content, mentions, updatedAt } = event.data;
      return changeComment(threads, commentId, (c) => ({ ...c, content, mentions, updatedAt: iso(updatedAt) }));
    }
    case 'CommentDeleted':
      return withoutComments(threads, new Set([event.data.commentId, ...event.data.replyIds]));
    case 'BlockCommentsDeleted':
      return withoutComments(threads, new Set(event.data.commentIds));
    case 'CommentStatusChanged': {
      const { commentId, status } = event.data;
      return changeComment(threads, commentId, (c) => ({ ...c, status }));
    }
    case 'CommentRead': {
      const { commentId, userId } = event.data;
      return changeComment(threads, commentId, (c) =>
        c.readBy.includes(userId) ? c : { ...c, readBy: [...c.readBy, userId] },
      );
    }
  }
}
