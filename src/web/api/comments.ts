import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';
import { latestPosition } from './writePosition';

const author = z.object({ id: z.string(), name: z.string(), avatar: z.string() });
const mention = z.object({ userId: z.string(), name: z.string(), avatarColor: z.string() });
export type Mention = z.infer<typeof mention>;
const comment = z.object({
  id: z.string(),
  content: z.string(),
  author,
  courseId: z.string(),
  blockId: z.string(),
  parentId: z.nullable(z.string()),
  mentions: z.array(mention),
  status: z.enum(['open', 'resolved']),
  readBy: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Comment = z.infer<typeof comment>;
const thread = z.extend(comment, {
  replies: z.array(comment),
  replyMeta: z.object({ count: z.number(), lastReplyAt: z.nullable(z.string()) }),
});
export type Thread = z.infer<typeof thread>;

const written = z.object({ position: z.optional(z.string()) });
const added = z.object({ comment, position: z.optional(z.string()) });

const after = () => {
  const position = latestPosition();
  return position ? `after=${position}` : '';
};

export const commentQueries = {
  course: (courseId: string) =>
    queryOptions({
      queryKey: ['comments', courseId] as const,
      queryFn: ({ signal }) =>
        request(
          `/comments/course/${encodeURIComponent(courseId)}?${after()}`,
          z.object({ comments: z.array(thread) }),
          { signal },
        ).then((r) => r.comments),
    }),
  /** SPEC §4 open comments per block, replies included, as the server counts them; under the course's key, so its refreshes refresh them. */
  counts: (courseId: string) =>
    queryOptions({
      queryKey: ['comments', courseId, 'counts'] as const,
      queryFn: ({ signal }) =>
        request(
          `/comments/course/${encodeURIComponent(courseId)}/counts?${after()}`,
          z.object({ counts: z.record(z.string(), z.number()) }),
          { signal },
        ).then((r) => r.counts),
    }),
};

export const addComment = (body: {
  courseId: string;
  blockId: string;
  parentId?: string | null;
  content: string;
  mentions: Mention[];
}) => request('/comments/', added, { method: 'POST', body });
export const editComment = (id: string, body: { content: string; mentions: Mention[] }) =>
  request(`/comments/${encodeURIComponent(id)}?${after()}`, written, { method: 'PUT', body });
export const deleteComment = (id: string) =>
  request(`/comments/${encodeURIComponent(id)}?${after()}`, written, { method: 'DELETE' });
export const setCommentStatus = (id: string, status: 'open' | 'resolved') =>
  request(`/comments/${encodeURIComponent(id)}/status?${after()}`, written, { method: 'PATCH', body: { status } });
export const markCommentRead = (id: string) =>
  request(`/comments/${encodeURIComponent(id)}/read?${after()}`, written, { method: 'POST', body: {} });
