import { z } from 'zod';
import { thumbnailSchema } from './events';
import { MAX_LABEL_LENGTH, MAX_LABELS } from './labels';

const title = z.string().trim().max(200);
const description = z.string().max(5000);
const label = z.string().trim().min(1).max(MAX_LABEL_LENGTH);

export const createCourseBody = z.object({
  course: z.object({
    title: title.min(1),
    description: description.default(''),
    thumbnail: thumbnailSchema.nullable().optional(),
  }),
});

export const updateCourseBody = z.object({
  course: z
    .object({ title: title.optional(), description: description.optional() })
    .refine((c) => c.title !== undefined || c.description !== undefined, 'give a title or a description'),
});

export const courseIdParam = z.object({ id: z.string().min(1).max(64) });

export const position = z.string().regex(/^\d{1,20}\/\d{1,20}$/);

const page = {
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  searchTerm: z.string().trim().max(200).optional(),
  /** Comma-separated labels; a module must carry all of them. */
  tags: z
    .string()
    .max(2000)
    .optional()
    .transform((t) => (t ? t.split(',').map((s) => s.trim()).filter(Boolean) : [])),
  sortBy: z.enum(['savedAt', 'title', 'createdAt']).default('savedAt'),
  /** A position returned by a write: answer only once the list includes it. */
  after: position.optional(),
};

export const listQuery = z.object({
  ...page,
  filter: z.enum(['all', 'my-content', 'shared', 'drafts', 'deleted']).default('all'),
  userId: z.string().max(64).optional(),
});

export const favouriteListQuery = z.object(page);

export const favouriteBody = z.object({ courseId: z.string().min(1).max(64) });

export const duplicateBody = z.object({ courseTitle: title.min(1) });

export const ownerBody = z.object({ userId: z.string().min(1).max(64) });

export const tagsBody = z.object({ tags: z.array(label).max(MAX_LABELS), replace: z.boolean().default(false) });

export const removeTagQuery = z.object({ tag: label });

export const tagSuggestionsQuery = z.object({
  published: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  tagStr: z.string().trim().max(MAX_LABEL_LENGTH).optional(),
});
