import * as z from 'zod/mini';

/**
 * An uploaded file a block shows (SPEC §3 Media upload item, as the block keeps it): its sizes and
 * formats follow from it. zod/mini, so the kinds' schemas (read by the author app) can hold one too.
 */
export const mediaRef = z.object({
  id: z.string().check(z.maxLength(64)),
  contentType: z.string().check(z.maxLength(100)),
  width: z.optional(z.int().check(z.positive())),
  height: z.optional(z.int().check(z.positive())),
  name: z.optional(z.string().check(z.maxLength(255))),
  /** Known for a video or audio picked from the library once processed; the module's estimated time uses it. */
  durationSeconds: z.optional(z.number().check(z.nonnegative())),
});
