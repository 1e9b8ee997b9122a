import { describe, expect, it } from 'vitest';
import type { Thread } from '../../../src/web/api/comments';
import { applyCommentEvent } from '../../../src/web/comments/applyCommentEvent';

const ann = { id: 'u-ann', name: 'Ann', avatar: '#2563EB' };
const bob = { id: 'u-bob', name: 'Bob', avatar: '#DB2777' };
const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;
const added = (commentId: string, parentId: string | null, author = ann, minute = 0) => ({
  type: 'CommentAdded',
  data: {
    courseId: 'c1',
    commentId,
    blockId: 'b1',
    parentId,
    content: `text of ${commentId}`,
    author,
    mentions: [],
    createdAt: at(minute),
  },
});
/** Folds events from no threads, as a watcher that saw them all live would. */
const play = (...events: Array<{ type: string; data: unknown }>) =>
  events.reduce<Thread[] | null>((threads, e) => (threads ? applyCommentEvent(threads, e) : null), []);

describe('a live comment event applied to the cached threads', () => {
  it('adds a thread, then replies in order with their count and latest time; the author has read it', () => {
    const threads = play(added('k1', null), added('k2', 'k1', bob, 5), added('k3', 'k1', ann, 7))!;
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({
      id: 'k1',
      status: 'open',
      readBy: ['u-ann'],
      replyMeta: { count: 2, lastReplyAt: at(7) },
    });
    expect(threads[0]!.replies.map((r) => [r.id, r.readBy])).toEqual([
      ['k2', ['u-bob']],
      ['k3', ['u-ann']],
    ]);
  });

  it('takes an event it already shows once (a replay after reconnect, or the writer’s own)', () => {
    const once = play(added('k1', null), added('k2', 'k1'))!;
    expect(applyCommentEvent(once, added('k2', 'k1'))).toEqual(once);
    expect(applyCommentEvent(once, added('k1', null))).toEqual(once);
  });

  it('edits, resolves and marks read a thread or a reply', () => {
    const threads = play(
      added('k1', null),
      added('k2', 'k1', bob),
      {
        type: 'CommentEdited',
        data: { courseId: 'c1', commentId: 'k2', parentId: 'k1', content: 'better', mentions: [], updatedAt: at(9) },
      },
      { type: 'CommentStatusChanged', data: { courseId: 'c1', commentId: 'k1', status: 'resolved' } },
      { type: 'CommentRead', data: { courseId: 'c1', commentId: 'k2', userId: 'u-ann' } },
      { type: 'CommentRead', data: { courseId: 'c1', commentId: 'k2', userId: 'u-ann' } },
    )!;
    expect(threads[0]!.status).toBe('resolved');
    expect(threads[0]!.replies[0]).toMatchObject({ content: 'better', updatedAt: at(9), readBy: ['u-bob', 'u-ann'] });
  });

  it('removes a reply, a thread with its replies, and a deleted block’s comments', () => {
    const start = play(added('k1', null), added('k2', 'k1'), added('k3', null), added('k4', 'k3'))!;
    const withoutReply = applyCommentEvent(start, {
      type: 'CommentDeleted',
      data: { courseId: 'c1', commentId: 'k2', parentId: 'k1', replyIds: [] },
    })!;
    expect(withoutReply[0]!.replyMeta).toEqual({ count: 0, lastReplyAt: null });
    const withoutThread = applyCommentEvent(withoutReply, {
      type: 'CommentDeleted',
      data: { courseId: 'c1', commentId: 'k3', parentId: null, replyIds: ['k4'] },
    })!;
    expect(withoutThread.map((t) => t.id)).toEqual(['k1']);
    expect(
      applyCommentEvent(start, {
        type: 'BlockCommentsDeleted',
        data: { courseId: 'c1', blockId: 'b1', commentIds: ['k1', 'k2', 'k3', 'k4'] },
      }),
    ).toEqual([]);
  });

  it('asks for a refetch when it cannot apply the event: a reply to a thread it does not have, or an unknown shape', () => {
    expect(applyCommentEvent([], added('k2', 'k-missing'))).toBeNull();
    expect(applyCommentEvent([], { type: 'CommentAdded', data: { commentId: 'k1' } })).toBeNull();
    expect(applyCommentEvent([], { type: 'BlockAdded', data: {} })).toBeNull();
  });
});
