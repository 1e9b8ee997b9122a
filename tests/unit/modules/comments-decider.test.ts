import { describe, expect, it } from 'vitest';
import { commentsDecider, type CommentCommand, type CommentsState } from '../../../src/modules/comments/decider';
import { commentLiveName, type CommentEvent } from '../../../src/modules/comments/events';
import { deciderSpec } from '../../support/decider-spec';

const ann = { id: 'u-ann', name: 'Ann', avatar: '#2563EB' };
const bob = { id: 'u-bob', name: 'Bob', avatar: '#DB2777' };
const at = '2026-11-22T10:00:00.000Z';
const added = (commentId: string, author = ann, parentId: string | null = null, blockId = 'b1'): CommentEvent => ({
  type: 'CommentAdded',
  data: { courseId: 'c1', commentId, blockId, parentId, content: 'Hi', author, mentions: [], createdAt: at },
});
type WithoutCourse<C> = C extends unknown ? Omit<C, 'courseId'> : never;
/** The comments of course c1: commands name no course. */
const spec = deciderSpec<CommentsState, WithoutCourse<CommentCommand>, CommentEvent>({
  ...commentsDecider,
  decide: (command, state) => commentsDecider.decide({ courseId: 'c1', ...command } as CommentCommand, state),
});

describe('comments decider', () => {
  it('adds a comment; a reply to a reply joins its thread; a missing parent is refused', () => {
    spec
      .given([])
      .when({
        type: 'AddComment',
        commentId: 'k1',
        blockId: 'b1',
        parentId: null,
        content: 'Hi',
        author: ann,
        mentions: [],
        at,
      })
      .thenEmits([added('k1')]);
    spec
      .given([added('k1'), added('k2', bob, 'k1')])
      .when({
        type: 'AddComment',
        commentId: 'k3',
        blockId: 'b1',
        parentId: 'k2',
        content: 'Hi',
        author: ann,
        mentions: [],
        at,
      })
      .thenEmits([added('k3', ann, 'k1')]);
    spec
      .given([])
      .when({
        type: 'AddComment',
        commentId: 'k1',
        blockId: 'b1',
        parentId: 'nope',
        content: 'x',
        author: ann,
        mentions: [],
        at,
      })
      .thenThrows('Parent comment not found');
    spec
      .given([added('k1')])
      .when({
        type: 'AddComment',
        commentId: 'k2',
        blockId: 'b2',
        parentId: 'k1',
        content: 'x',
        author: ann,
        mentions: [],
        at,
      })
      .thenThrows('Parent comment not found');
  });

  it('only the author edits; the author or an admin deletes, with the replies', () => {
    const given = [added('k1'), added('k2', bob, 'k1')];
    spec
      .given(given)
      .when({ type: 'EditComment', commentId: 'k1', actorId: 'u-ann', content: 'New', mentions: [], at })
      .thenEmits([
        {
          type: 'CommentEdited',
          data: { courseId: 'c1', commentId: 'k1', parentId: null, content: 'New', mentions: [], updatedAt: at },
        },
      ]);
    spec
      .given(given)
      .when({ type: 'EditComment', commentId: 'k1', actorId: 'u-bob', content: 'x', mentions: [], at })
      .thenThrows({ code: 'forbidden' });
    spec
      .given(given)
      .when({ type: 'DeleteComment', commentId: 'k1', actorId: 'u-ann', actorIsAdmin: false })
      .thenEmits([
        { type: 'CommentDeleted', data: { courseId: 'c1', commentId: 'k1', parentId: null, replyIds: ['k2'] } },
      ]);
    spec
      .given(given)
      .when({ type: 'DeleteComment', commentId: 'k1', actorId: 'u-bob', actorIsAdmin: true })
      .thenEmitsTypes(['CommentDeleted']);
    spec
      .given(given)
      .when({ type: 'DeleteComment', commentId: 'k1', actorId: 'u-bob', actorIsAdmin: false })
      .thenThrows({ code: 'forbidden' });
    spec
      .given([])
      .when({ type: 'DeleteComment', commentId: 'k1', actorId: 'u-ann', actorIsAdmin: false })
      .thenThrows('Comment not found');
  });

  it('status and read marks change only what changes', () => {
    const resolved: CommentEvent = {
      type: 'CommentStatusChanged',
      data: { courseId: 'c1', commentId: 'k1', status: 'resolved' },
    };
    spec
      .given([added('k1')])
      .when({ type: 'ChangeStatus', commentId: 'k1', status: 'resolved' })
      .thenEmits([resolved]);
    spec
      .given([added('k1'), resolved])
      .when({ type: 'ChangeStatus', commentId: 'k1', status: 'resolved' })
      .thenEmitsNothing();
    spec
      .given([added('k1')])
      .when({ type: 'MarkRead', commentId: 'k1', userId: 'u-ann' })
      .thenEmitsNothing();
    spec
      .given([added('k1')])
      .when({ type: 'MarkRead', commentId: 'k1', userId: 'u-bob' })
      .thenEmits([{ type: 'CommentRead', data: { courseId: 'c1', commentId: 'k1', userId: 'u-bob' } }]);
  });

  it("a deleted block's comments all go, in one event; none left, nothing happens", () => {
    const given = [added('k1'), added('k2', bob, 'k1'), added('k3', ann, null, 'b2')];
    spec
      .given(given)
      .when({ type: 'DeleteBlockComments', blockId: 'b1' })
      .thenEmits([{ type: 'BlockCommentsDeleted', data: { courseId: 'c1', blockId: 'b1', commentIds: ['k1', 'k2'] } }]);
    spec.given(given).when({ type: 'DeleteBlockComments', blockId: 'b9' }).thenEmitsNothing();
  });

  it('names events as SPEC §7 does on the live socket', () => {
    expect(commentLiveName('CommentAdded', { parentId: null })).toBe('newComment');
    expect(commentLiveName('CommentAdded', { parentId: 'k1' })).toBe('newReply');
    expect(commentLiveName('CommentEdited', { parentId: 'k1' })).toBe('replyModified');
    expect(commentLiveName('CommentDeleted', { parentId: null })).toBe('commentRemoved');
    expect(commentLiveName('CommentStatusChanged', {})).toBe('commentStatusUpdated');
  });
});
