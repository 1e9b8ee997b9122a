import { z } from 'zod';
import { COMMENT_STATUSES, type Mention } from './events';

const id = z.string().min(1).max(64);
const COMMENT_MAX_LENGTH = 5000;
const content = z.string().trim().min(1, 'write something').max(COMMENT_MAX_LENGTH);

/** SPEC §5: mentions are normalised to userId, name, avatarColor; entries with empty ids are dropped. */
const mentions = z
  .array(
    z.object({
      userId: z.string().max(64).optional(),
      id: z.string().max(64).optional(),
      name: z.string().max(200).default(''),
      avatarColor: z.string().max(32).default(''),
    }),
  )
  .max(50)
  .default([])
  .transform((list): Mention[] =>
    list
      .map((m) => ({ userId: (m.userId ?? m.id ?? '').trim(), name: m.name, avatarColor: m.avatarColor }))
      .filter((m) => m.userId !== ''),
  );

export const addCommentBody = z.object({
  courseId: id,
  blockId: id,
  parentId: id.nullable().optional(),
  content,
  mentions,
});
export const editCommentBody = z.object({ content, mentions });
export const statusBody = z.object({ status: z.enum(COMMENT_STATUSES) });
export const readBody = z.object({ userId: id.optional() });
export const commentIdParam = z.object({ id });
export const blockCommentsQuery = z.object({ courseId: id, after: z.string().max(45).optional() });
export const courseCommentsQuery = z.object({
  status: z.enum(COMMENT_STATUSES).optional(),
  after: z.string().max(45).optional(),
});
export const courseIdQuery = z.object({ courseId: id });
