import type { CommentRow } from './read-models/comments-queries';

/** A comment as SPEC §3 names its fields. */
export const toCommentResponse = (r: CommentRow) => ({
  id: r.comment_id,
  content: r.content,
  author: r.author,
  courseId: r.course_id,
  blockId: r.block_id,
  parentId: r.parent_id,
  mentions: r.mentions,
  status: r.status,
  readBy: r.read_by,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** Threads: each first comment with its replies (oldest first) and their count and latest time. */
export function threadsOf(rows: CommentRow[]) {
  const replies = new Map<string, CommentRow[]>();
  for (const r of rows) if (r.parent_id) replies.set(r.parent_id, [...(replies.get(r.parent_id) ?? []), r]);
  return rows
    .filter((r) => !r.parent_id)
    .map((root) => {
      const own = (replies.get(root.comment_id) ?? []).map(toCommentResponse);
      return {
        ...toCommentResponse(root),
        replies: own,
        replyMeta: { count: own.length, lastReplyAt: own.at(-1)?.createdAt ?? null },
      };
    });
}
