import { z } from 'zod';
import { BLOCK_TYPES, blockSchema } from './content/blocks';
import { DEFAULT_SECTION_SIZES } from './content/content';
import { sanitizeBlock } from './content/sanitize';
import { settingsPatchSchema } from './content/settings';
import { thumbnailSchema } from './events';
import { MAX_LABEL_LENGTH, MAX_LABELS } from './labels';
import { templateBlocks, templateName } from './templates/events';

const title = z.string().trim().max(200);
const description = z.string().max(5000);
const label = z.string().trim().min(1).max(MAX_LABEL_LENGTH);

export const createCourseBody = z.object({
  course: z.object({
    title: title.min(1),
    description: description.default(''),
    thumbnail: thumbnailSchema.nullable().optional(),
    /** Makes a mono module: one block of this type. */
    mono: z.enum(BLOCK_TYPES).optional(),
    /** The partner's page it is made from (SPEC §3 referrer_url). */
    referrer_url: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional(),
  }),
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
    .transform((t) =>
      t
        ? t
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    ),
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

/** The admin's list of every module: `deleted` ones still restorable, or one status, or `all` of both. */
export const adminListQuery = z
  .object(page)
  .omit({ tags: true })
  .extend({
    status: z.enum(['all', 'IN_PROGRESS', 'DRAFTING', 'PUBLISHED', 'UNPUBLISHED', 'deleted']).default('all'),
  });

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

const idList = (max: number) => z.array(z.string().min(1).max(64)).max(max);
const structureSchema = z.object({
  pages: z.array(z.object({ id: z.string().min(1).max(64), sections: idList(1000) })).max(100),
  sections: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        sizes: z.string().max(100).default(DEFAULT_SECTION_SIZES),
        blocks: idList(50),
      }),
    )
    .max(1000),
});

/** PUT /drafts/ and POST|PUT /courses/{id}: the author's version of what changed since `revision`. */
export const saveDraftBody = z.object({
  course: z.object({
    /** Required on PUT /drafts/; on /courses/{id} the address names the course. */
    id: z.string().min(1).max(64).optional(),
    /** The stream revision the author's copy was based on; without it the save is based on the course as it is now. */
    revision: z.number().int().min(0).optional(),
    /** The editor saving (one open editor, its own random id): its own saves since `revision` are never conflicts. */
    editorId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
    /** With `editorId`: the number of this save among that editor's saves (each later one higher). */
    editorSeq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    /**
     * The blocks and fields (as a 412 names them) the author chose to keep their version of over
     * another author's ("Keep mine"): saved as sent, whatever was saved there since `revision`.
     */
    keepMine: z
      .object({ blockIds: idList(1000).default([]), fields: z.array(z.string().max(80)).max(100).default([]) })
      .optional(),
    title: title.optional(),
    description: description.optional(),
    settings: z.optional(settingsPatchSchema),
    /** The whole structure (pages and sections), when blocks were added, deleted or moved. */
    structure: structureSchema.optional(),
    /** The values of the new and updated blocks. */
    blocks: z
      .array(blockSchema)
      .max(1000)
      .default([])
      .transform((blocks) => blocks.map(sanitizeBlock)),
    newBlocks: z.array(z.string().max(64)).max(1000).default([]),
    updatedBlocks: z.array(z.string().max(64)).max(1000).default([]),
    deletedBlocks: z.array(z.string().max(64)).max(1000).default([]),
    /** With `updateThumbnail`: the uploaded image that becomes the module's thumbnail, or null to remove it. */
    thumbnail: z
      .object({ mediaId: z.string().min(1).max(64) })
      .nullable()
      .optional(),
  }),
  partnerData: z.unknown().optional(),
  /** SPEC §7: the save also sets the thumbnail (`course.thumbnail`). */
  updateThumbnail: z.boolean().optional(),
  /** The author changed the thumbnail of a draft: refused unless the module is still being drafted (SPEC §4). */
  isDraft: z.boolean().optional(),
  /** SPEC §7 `PUT /courses/{id}` with `hasThumbnail: false`: the module's own thumbnail is removed. */
  hasThumbnail: z.boolean().optional(),
});
export type ThumbnailUpdate = { thumbnail: { mediaId: string } | null; isDraft: boolean };
export type SaveDraftInput = z.infer<typeof saveDraftBody>['course'] & { id: string };

export const publishQuery = z.object({
  onPublish: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const revisionParam = z.object({ id: z.string().min(1).max(64), revision: z.coerce.number().int().min(0) });

/** POST /block-templates: blocks of a module, as the author has them, under a name. */
export const saveTemplateBody = z.object({
  name: templateName,
  blocks: templateBlocks.transform((blocks) => blocks.map(sanitizeBlock)),
});
export const renameTemplateBody = z.object({ name: templateName });
export const templateIdParam = z.object({ templateId: z.string().min(1).max(64) });
