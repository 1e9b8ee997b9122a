import { z } from 'zod';
import type { EventsOf } from '../../platform/commands/parse';

const mentionSchema = z.object({
  userId: z.string().min(1).max(64),
  name: z.string().max(200),
  avatarColor: z.string().max(32),
});
export type Mention = z.infer<typeof mentionSchema>;
const authorSchema = z.object({ id: z.string(), name: z.string(), avatar: z.string() });
export type CommentAuthor = z.infer<typeof authorSchema>;
export const COMMENT_STATUSES = ['open', 'resolved'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/**
 * One stream per course, `comments-<courseId>`: a course's threads are few and read together, its
 * live room is the course's, and a deleted block's comments go in one append.
 */
export const commentEventSchemas = {
  CommentAdded: z.object({
    courseId: z.string(),
    commentId: z.string(),
    blockId: z.string(),
    /** The thread's first comment when this is a reply. */
    parentId: z.string().nullable(),
    content: z.string(),
    author: authorSchema,
    mentions: z.array(mentionSchema),
    createdAt: z.string(),
  }),
  CommentEdited: z.object({
    courseId: z.string(),
    commentId: z.string(),
    parentId: z.string().nullable(),
    content: z.string(),
    mentions: z.array(mentionSchema),
    updatedAt: z.string(),
  }),
  /** A thread's first comment takes its replies with it. */
  CommentDeleted: z.object({
    courseId: z.string(),
    commentId: z.string(),
    parentId: z.string().nullable(),
    replyIds: z.array(z.string()),
  }),
  CommentStatusChanged: z.object({ courseId: z.string(), commentId: z.string(), status: z.enum(COMMENT_STATUSES) }),
  CommentRead: z.object({ courseId: z.string(), commentId: z.string(), userId: z.string() }),
  /** The policy on a deleted block: its comments go with it (SPEC §4). */
  BlockCommentsDeleted: z.object({ courseId: z.string(), blockId: z.string(), commentIds: z.array(z.string()) }),
};
export type CommentEvent = EventsOf<typeof commentEventSchemas>;

export const commentsStream = (courseId: string) => `comments-${courseId}`;

/** The names SPEC §7 gives these events on the live socket. */
export function commentLiveName(type: string, data: { parentId?: string | null }): string | undefined {
  const reply = Boolean(data.parentId);
  switch (type) {
    case 'CommentAdded':
      return reply ? 'newReply' : 'newComment';
    case 'CommentEdited':
      return reply ? 'replyModified' : 'commentModified';
    case 'CommentDeleted':
      return reply ? 'replyRemoved' : 'commentRemoved';
    case 'BlockCommentsDeleted':
      return 'commentRemoved';
    case 'CommentStatusChanged':
      return 'commentStatusUpdated';
    case 'CommentRead':
      return 'commentRead';
    default:
      return undefined;
  }
}
