import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsProjection } from '../../../src/modules/comments/read-models/comments';
import { listComments, openCounts } from '../../../src/modules/comments/read-models/comments-queries';
import { projectionSpec } from '../../support/projection-spec';

const ann = { id: 'u-ann', name: 'Ann', avatar: '#2563EB' };
const at = (minute: number) => `2026-11-24T10:0${minute}:00.000Z`;
const added = (commentId: string, parentId: string | null, blockId = 'b1', minute = 0) => ({
  type: 'CommentAdded',
  data: {
    courseId: 'c1',
    commentId,
    blockId,
    parentId,
    content: commentId,
    author: ann,
    mentions: [],
    createdAt: at(minute),
  },
  metadata: { orgId: 'o1' },
});

describe('comments read model', () => {
  let spec: Awaited<ReturnType<typeof projectionSpec>>;
  const ids = async () => (await listComments(spec.db, 'c1')).map((c) => c.comment_id);
  beforeAll(async () => {
    spec = await projectionSpec(commentsProjection);
  });
  afterAll(() => spec.close());

  it('adds comments once, open and read by their author, in the order they were written', async () => {
    await spec.given(
      added('k1', null, 'b1', 0),
      added('k2', 'k1', 'b1', 1),
      added('k3', null, 'b2', 2),
      added('k1', null, 'b1', 0),
    );
    expect(await ids()).toEqual(['k1', 'k2', 'k3']);
    const [first] = await listComments(spec.db, 'c1');
    expect(first).toMatchObject({ status: 'open', read_by: ['u-ann'], org_id: 'o1' });
    expect(await openCounts(spec.db, 'c1')).toEqual({ b1: 2, b2: 1 });
  });

  it('edits, resolves and marks read (once per reader)', async () => {
    await spec.given(
      {
        type: 'CommentEdited',
        data: { courseId: 'c1', commentId: 'k2', parentId: 'k1', content: 'better', mentions: [], updatedAt: at(5) },
      },
      { type: 'CommentStatusChanged', data: { courseId: 'c1', commentId: 'k3', status: 'resolved' } },
      { type: 'CommentRead', data: { courseId: 'c1', commentId: 'k2', userId: 'u-bob' } },
      { type: 'CommentRead', data: { courseId: 'c1', commentId: 'k2', userId: 'u-bob' } },
    );
    const byId = new Map((await listComments(spec.db, 'c1')).map((c) => [c.comment_id, c]));
    expect(byId.get('k2')).toMatchObject({ content: 'better', read_by: ['u-ann', 'u-bob'] });
    expect(byId.get('k3')?.status).toBe('resolved');
    expect(await openCounts(spec.db, 'c1')).toEqual({ b1: 2 });
  });

  it('deletes a thread with its replies, and a deleted block’s comments', async () => {
    await spec.given(added('k4', null, 'b3', 6), {
      type: 'CommentDeleted',
      data: { courseId: 'c1', commentId: 'k1', parentId: null, replyIds: ['k2'] },
    });
    expect(await ids()).toEqual(['k3', 'k4']);
    await spec.given({ type: 'BlockCommentsDeleted', data: { courseId: 'c1', blockId: 'b3', commentIds: ['k4'] } });
    expect(await ids()).toEqual(['k3']);
  });

  it('empties on reset', async () => {
    await spec.reset();
    expect(await ids()).toEqual([]);
  });
});
