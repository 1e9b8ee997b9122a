import { z } from 'zod';

const title = z.string().trim().max(200);
const description = z.string().max(5000);

export const createCourseBody = z.object({
  course: z.object({ title: title.min(1), description: description.default('') }),
});

export const updateCourseBody = z.object({
  course: z
    .object({ title: title.optional(), description: description.optional() })
    .refine((c) => c.title !== undefined || c.description !== undefined, 'give a title or a description'),
});

export const courseIdParam = z.object({ id: z.string().min(1).max(64) });

export const listQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  searchTerm: z.string().trim().max(200).optional(),
  /** A position returned by a write: answer only once the list includes it. */
  after: z.string().regex(/^\d{1,20}\/\d{1,20}$/).optional(),
});
