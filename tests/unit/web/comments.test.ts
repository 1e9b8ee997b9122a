import { describe, expect, it } from 'vitest';
import type { Thread } from '../../../src/web/api/comments';
import { notificationBody, titleWithUnread, unreadOf } from '../../../src/web/comments/threads';
import { concernsMe } from '../../../src/web/comments/useCommentsLive';

const comment = (id: string, author: string, extra: Partial<Thread> = {}) => ({
  id,
  content: 'x',
  author: { id: author, name: author, avatar: '' },
  courseId: 'c1',
  blockId: 'b1',
  parentId: null,
  mentions: [],
  status: 'open' as const,
  readBy: [author],
  createdAt: '',
  updatedAt: '',
  ...extra,
});
const thread = (
  id: string,
  author: string,
  replies: ReturnType<typeof comment>[] = [],
  extra: Partial<Thread> = {},
): Thread => ({
  ...comment(id, author, extra),
  replies,
  replyMeta: { count: replies.length, lastReplyAt: null },
});

describe('comment threads in the client', () => {
  it("unread: others' comments I have not read", () => {
    const threads = [
      thread('t1', 'ann', [
        comment('r1', 'bob', { parentId: 't1' }),
        comment('r2', 'cy', { parentId: 't1', readBy: ['cy', 'ann'] }),
      ]),
    ];
    expect(unreadOf(threads, 'ann').map((c) => c.id)).toEqual(['r1']);
    expect(titleWithUnread('Fire safety · Tessera', 1)).toBe('(1) Fire safety · Tessera');
    expect(titleWithUnread('Fire safety · Tessera', 0)).toBe('Fire safety · Tessera');
  });

  it('a notification body is cut at 100 characters', () => {
    expect(notificationBody('a'.repeat(100))).toHaveLength(100);
    expect(notificationBody('a'.repeat(150))).toHaveLength(100);
    expect(notificationBody('a'.repeat(150)).endsWith('…')).toBe(true);
  });

  it('notifies me of mentions and of replies in my threads, never of my own comments', () => {
    const threads = [thread('t1', 'ann')];
    const base = {
      commentId: 'k',
      blockId: 'b1',
      content: 'x',
      author: { id: 'bob', name: 'Bob' },
      mentions: [] as { userId: string }[],
    };
    expect(concernsMe({ ...base, parentId: 't1' }, 'ann', threads)).toBe(true);
    expect(concernsMe({ ...base, parentId: null, mentions: [{ userId: 'ann' }] }, 'ann', threads)).toBe(true);
    expect(concernsMe({ ...base, parentId: null }, 'ann', threads)).toBe(false);
    expect(concernsMe({ ...base, parentId: 't1', author: { id: 'ann', name: 'Ann' } }, 'ann', threads)).toBe(false);
    // What I turned off in /settings stays quiet; the other still speaks.
    const mention = { ...base, parentId: null, mentions: [{ userId: 'ann' }] };
    expect(concernsMe(mention, 'ann', threads, { mentions: false, replies: true })).toBe(false);
    expect(concernsMe({ ...base, parentId: 't1' }, 'ann', threads, { mentions: false, replies: true })).toBe(true);
    expect(concernsMe({ ...base, parentId: 't1' }, 'ann', threads, { mentions: true, replies: false })).toBe(false);
  });
});
