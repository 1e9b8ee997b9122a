import { z } from 'zod';
import { ID_ALPHABET } from '../../platform/ids';
import { mediaKinds } from './events';
import { isVariantFile } from './variants';

const escaped = ID_ALPHABET.replace(/[-\]\\^]/g, '\\$&');
export const mediaIdSchema = z.string().regex(new RegExp(`^[${escaped}]{16,40}$`), 'must be a media id');

/** SPEC §7 `POST /courses/pre-signed-url`. */
export const presignBody = z.object({
  filename: z.string().trim().min(1, 'must name the file').max(255),
  contentType: z.string().trim().max(100).default(''),
  courseId: z.string().min(1).max(64),
  /** Optional: the id the file will have (a fresh one is made when absent). */
  mediaId: mediaIdSchema.optional(),
  mediaType: z.string().trim().max(20).default('images'),
});

/** SPEC §7 `POST /courses/pre-signed-url-upload`: the same, for a block's media (`embedType` says which kind). */
export const presignUploadBody = presignBody.extend({
  metadata: z.record(z.string().max(40), z.string().max(500)).optional(),
  embedType: z.string().trim().max(20).optional(),
});

export const uploadParam = z.object({ token: z.string().min(1).max(4096) });

const OWN_FILE = /^(original\.[a-z0-9]{2,4}|poster\.jpg)$/;
export const fileParam = z.object({
  mediaId: mediaIdSchema,
  file: z
    .string()
    .max(16)
    .refine((file) => OWN_FILE.test(file) || isVariantFile(file), 'is not a media file'),
});

/** The media file a path or address names (`…/api/media/files/<mediaId>/<file>`), or null when it names none. */
export function mediaFileOf(address: string): z.infer<typeof fileParam> | null {
  const match = /\/api\/media\/files\/([^/?#]+)\/([^/?#]+)$/.exec(address.split(/[?#]/)[0]!);
  const parsed = match ? fileParam.safeParse({ mediaId: match[1], file: match[2] }) : null;
  return parsed?.success ? parsed.data : null;
}

const mediaFileAddress = z
  .string()
  .max(2000)
  .transform((address, ctx) => {
    const file = mediaFileOf(address);
    if (file) return file;
    ctx.addIssue({ code: 'custom', message: 'must be the address of an uploaded file' });
    return z.NEVER;
  });

export const signedUrlQuery = z.object({ sourceUrl: mediaFileAddress });

export const libraryQuery = z.object({
  searchTerm: z.string().trim().max(200).default(''),
  type: z.enum(mediaKinds).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
