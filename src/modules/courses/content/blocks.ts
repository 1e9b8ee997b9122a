import { z } from 'zod';
import { isHttpsOrEmpty, URL_MAX_LENGTH } from './embed-url';
import { KIND_SCHEMAS, KIND_TYPES } from './kinds';
import { mediaRef as uploadedMedia } from './media-ref';

/** The block types of SPEC.md §3. */
const SPEC_BLOCK_TYPES = [
  'TextBlockComponent',
  'HeadingBlockComponent',
  'ImageBlockComponent',
  'VideoBlockComponent',
  'AudioBlockComponent',
  'AvatarBlockComponent',
  'InbetweenBlockComponent',
  'CVRBlockComponent',
  'EmbedBlockComponent',
  'QuestionBlockComponent',
  'QuizResultsBlockComponent',
] as const;
/** The spec's types, then the kinds beyond it (kinds/). */
export const BLOCK_TYPES = [...SPEC_BLOCK_TYPES, ...KIND_TYPES] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const RENDER_STATUSES = ['INIT', 'IN_PROGRESS', 'COMPLETED', 'ERROR'] as const;
const QUESTION_TYPES = ['multiple choice', 'single choice', 'free text'] as const;
export const QUESTION_OPTION_COUNT = 5;
export const OPTION_ID_LENGTH = 5;

const text = (max: number) => z.string().max(max);
const url = z.string().max(URL_MAX_LENGTH);
const httpsUrl = url.refine(isHttpsOrEmpty, 'must be an https:// address');
const byLanguage = z.record(z.string().max(12), url);

/** A block's uploaded file, when it has one. */
const mediaRef = z.optional(uploadedMedia);

const questionOptionSchema = z.object({ id: z.string().min(1).max(16), value: text(1000) });

/** Each type's `data`: what the editor edits and the player renders. */
export const blockDataSchemas = {
  TextBlockComponent: z.object({ html: text(100_000), aiNoticeBlock: z.boolean().optional() }),
  HeadingBlockComponent: z.object({
    text: text(500),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
  }),
  ImageBlockComponent: z.object({ url, media: mediaRef, alt: text(500).default(''), caption: text(1000).default('') }),
  VideoBlockComponent: z.object({
    url,
    media: mediaRef,
    videoType: z.enum(['upload', 'youtube', 'vimeo']).default('upload'),
    externalUrl: url.optional(),
    vtts: byLanguage.default({}),
  }),
  AudioBlockComponent: z.object({
    url,
    media: mediaRef,
    audio: byLanguage.default({}),
    transcript: text(20_000).default(''),
  }),
  AvatarBlockComponent: z.object({
    script: text(5000).default(''),
    iframeUrl: url.default(''),
    cbUrl: url.default(''),
    uuid: z.string().max(64).default(''),
    renderMediaStatus: z.enum(RENDER_STATUSES).default('INIT'),
    mediaId: z.string().max(64).default(''),
    url: url.default(''),
    /** The voice that speaks the script, and the uploaded picture of the avatar (none: a drawn figure). */
    voice: z.string().max(40).default(''),
    imageMediaId: z.string().max(64).default(''),
    vtts: byLanguage.default({}),
  }),
  InbetweenBlockComponent: z.object({ text: text(2000) }),
  CVRBlockComponent: z.object({
    game: z.enum(['memory', 'word-match', 'arcade']).default('memory'),
    url: url.default(''),
    pairs: z
      .array(z.object({ left: text(200), right: text(200) }))
      .max(50)
      .default([]),
  }),
  EmbedBlockComponent: z.object({ url: httpsUrl, height: z.number().int().min(100).max(2000).default(400) }),
  QuestionBlockComponent: z.object({
    title: text(2000),
    type: z.enum(QUESTION_TYPES).default('multiple choice'),
    options: z.array(questionOptionSchema).max(20),
    /** Option ids for choice questions; the expected text for free text. */
    answer: z.array(z.string().max(1000)).max(20).default([]),
    caseSensitive: z.boolean().default(false),
    feedbackByChoices: z.record(z.string().max(16), text(2000)).default({}),
    answerTags: z.array(z.string().max(40)).max(20).default([]),
  }),
  QuizResultsBlockComponent: z.object({ applausePassText: text(2000), applauseFailText: text(2000) }),
  ...KIND_SCHEMAS,
} satisfies Record<BlockType, z.core.$ZodType>;

export type BlockData<T extends BlockType = BlockType> = z.infer<(typeof blockDataSchemas)[T]>;

const blockFields = {
  id: z.string().min(1).max(64),
  title: text(500).default(''),
  promptAiType: z.string().max(100).optional(),
  status: z.string().max(40).optional(),
  customFeedback: text(2000).optional(),
  isDemo: z.boolean().optional(),
  /** SPEC §3 names these block fields without giving them a use in the product: kept as given, types checked. */
  tasks: z.array(text(500)).max(50).optional(),
  percentage: z.number().min(0).max(100).optional(),
  hasOptions: z.boolean().optional(),
};

/** A block: one variant per type, so `data` always matches `type`. */
export const blockSchema = z.discriminatedUnion(
  'type',
  BLOCK_TYPES.map((type) =>
    z.object({ ...blockFields, type: z.literal(type), data: blockDataSchemas[type] }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
) as unknown as z.ZodType<Block>;

export type Block = { [T in BlockType]: BlockOf<T> }[BlockType];
/** Distributes over a union of types, so `BlockOf<BlockType>` is `Block`. */
export type BlockOf<T extends BlockType> = T extends BlockType
  ? {
      id: string;
      type: T;
      title: string;
      data: BlockData<T>;
      promptAiType?: string;
      status?: string;
      customFeedback?: string;
      isDemo?: boolean;
      tasks?: string[];
      percentage?: number;
      hasOptions?: boolean;
    }
  : never;
