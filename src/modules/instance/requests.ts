import { z } from 'zod';

export const organisationsQuery = z.object({
  /** Part of a name or of a member's email, or a whole organisation id. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
});

export const membersQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

export const suspendBody = z.object({
  /** Why, for the operators and the organisation's change log. */
  reason: z
    .string()
    .max(500)
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .optional(),
});

/** Which events set aside to apply again: all, one projection's, or one stream's of a projection. */
export const replayBody = z
  .object({ projection: z.string().min(1).max(100).optional(), stream: z.string().min(1).max(300).optional() })
  .default({});

/** A grant link's token, as `npm run operator -- grant` printed it. */
export const grantBody = z.object({ token: z.string().min(1).max(2000) });
