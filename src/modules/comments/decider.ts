import type { Decider } from '../../platform/commands/decider';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { CommentAuthor, CommentEvent, CommentStatus, Mention } from './events';

const PARENT_NOT_FOUND = 'Parent comment not found';
export const COMMENT_NOT_FOUND = 'Comment not found';

type Comment = {
  id: string;
  blockId: string;
  parentId: string | null;
  authorId: string;
  status: CommentStatus;
  readBy: string[];
};
export type CommentsState = { comments: Map<string, Comment> };

export type CommentCommand = { courseId: string } & (
  | {
      type: 'AddComment';
      commentId: string;
      blockId: string;
      parentId: string | null;
      content: string;
      author: CommentAuthor;
      mentions: Mention[];
      at: string;
    }
  | { type: 'EditComment'; commentId: string; actorId: string; content: string; mentions: Mention[]; at: string }
  | { type: 'DeleteComment'; commentId: string; actorId: string; actorIsAdmin: boolean }
  | { type: 'ChangeStatus'; commentId: string; status: CommentStatus }
  | { type: 'MarkRead'; commentId: string; userId: string }
  | { type: 'DeleteBlockComments'; blockId: string }
);

function existing(state: CommentsState, id: string): Comment {
  const comment = state.comments.get(id);
  if (!comment) throw notFound(COMMENT_NOT_FOUND);
  return comment;
}

const repliesOf = (state: CommentsState, id: string) =>
  [...state.comments.values()].filter((c) => c.parentId === id).map((c) => c.id);

export const commentsDecider: Decider<CommentsState, CommentCommand, CommentEvent> = {
  initialState: { comments: new Map() },

  evolve(state, event) {
    const comments = new Map(state.comments);
    switch (event.type) {
      case 'CommentAdded':
        comments.set(event.data.commentId, {
          id: event.data.commentId,
          blockId: event.data.blockId,
          parentId: event.data.parentId,
          authorId: event.data.author.id,
          status: 'open',
          readBy: [event.data.author.id],
        });
        break;
      case 'CommentDeleted':
        for (const id of [event.data.commentId, ...event.data.replyIds]) comments.delete(id);
        break;
      case 'BlockCommentsDeleted':
        for (const id of event.data.commentIds) comments.delete(id);
        break;
      case 'CommentStatusChanged':
        comments.set(event.data.commentId, { ...comments.get(event.data.commentId)!, status: event.data.status });
        break;
      case 'CommentRead': {
        const c = comments.get(event.data.commentId);
        if (c) comments.set(c.id, { ...c, readBy: [...c.readBy, event.data.userId] });
        break;
      }
      case 'CommentEdited':
        break;
    }
    return { comments };
  },

  decide(command, state) {
    const courseId = command.courseId;
    switch (command.type) {
      case 'AddComment': {
        if (state.comments.has(command.commentId)) throw badRequest('A comment with this id already exists');
        let parentId = command.parentId;
        if (parentId) {
          const parent = state.comments.get(parentId);
          if (!parent || parent.blockId !== command.blockId) throw notFound(PARENT_NOT_FOUND);
          // A reply to a reply joins the thread of its first comment.
          parentId = parent.parentId ?? parent.id;
        }
        const { commentId, blockId, content, author, mentions, at } = command;
        return [
          {
            type: 'CommentAdded',
            data: { courseId, commentId, blockId, parentId, content, author, mentions, createdAt: at },
          },
        ];
      }
      case 'EditComment': {
        const comment = existing(state, command.commentId);
        if (comment.authorId !== command.actorId) throw forbidden('Only its author can change a comment');
        return [
          {
            type: 'CommentEdited',
            data: {
              courseId,
              commentId: comment.id,
              parentId: comment.parentId,
              content: command.content,
              mentions: command.mentions,
              updatedAt: command.at,
            },
          },
        ];
      }
      case 'DeleteComment': {
        const comment = existing(state, command.commentId);
        if (comment.authorId !== command.actorId && !command.actorIsAdmin)
          throw forbidden('Only its author can delete a comment');
        return [
          {
            type: 'CommentDeleted',
            data: {
              courseId,
              commentId: comment.id,
              parentId: comment.parentId,
              replyIds: repliesOf(state, comment.id),
            },
          },
        ];
      }
      case 'ChangeStatus': {
        const comment = existing(state, command.commentId);
        if (comment.status === command.status) return [];
        return [{ type: 'CommentStatusChanged', data: { courseId, commentId: comment.id, status: command.status } }];
      }
      case 'MarkRead': {
        const comment = existing(state, command.commentId);
        if (comment.readBy.includes(command.userId)) return [];
        return [{ type: 'CommentRead', data: { courseId, commentId: comment.id, userId: command.userId } }];
      }
      case 'DeleteBlockComments': {
        const commentIds = [...state.comments.values()].filter((c) => c.blockId === command.blockId).map((c) => c.id);
        return commentIds.length
          ? [{ type: 'BlockCommentsDeleted', data: { courseId, blockId: command.blockId, commentIds } }]
          : [];
      }
    }
  },
};
