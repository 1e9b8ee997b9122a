import { z } from 'zod';
import { mediaIdSchema } from '../requests';

const id = z.string().min(1).max(64);

export const transcribeBody = z.object({
  courseId: id,
  blockId: id,
  /** The uploaded video or audio to transcribe. */
  mediaId: mediaIdSchema,
  language: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/, 'must be a language tag such as en or en-GB'),
});

export const renderAvatarBody = z.object({
  courseId: id,
  blockId: id,
  script: z.string().trim().min(1, 'write what the avatar says first').max(5000),
  voice: z.string().max(40).default(''),
  imageMediaId: mediaIdSchema.optional(),
});

/** SPEC §7 `POST /blocks/transcribe-check {id}`: the block's (or the job's own) id. */
export const transcribeCheckBody = z.object({ id });

export const metricsQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** A row per transcription, or per module (the admin's metrics). */
  per: z.enum(['job', 'module']).default('job'),
});
