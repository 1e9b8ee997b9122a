import {
  OPTION_ID_LENGTH,
  QUESTION_OPTION_COUNT,
  type Block,
  type BlockData,
  type BlockOf,
  type BlockType,
} from './blocks';
import { BLOCK_KINDS, ITEM_ID_LENGTH } from './kinds';

const DEFAULT_TITLES: Record<BlockType, string> = {
  TextBlockComponent: 'Text',
  HeadingBlockComponent: 'Heading',
  ImageBlockComponent: 'Image',
  VideoBlockComponent: 'Video',
  AudioBlockComponent: 'Audio',
  AvatarBlockComponent: 'Avatar',
  InbetweenBlockComponent: 'Inbetween',
  CVRBlockComponent: 'Game',
  EmbedBlockComponent: 'Embed',
  QuestionBlockComponent: 'Question',
  QuizResultsBlockComponent: 'Quiz results',
  ...Object.fromEntries(BLOCK_KINDS.map((k) => [k.type, k.title])),
} as Record<BlockType, string>;

/** Ids come from outside (pure): one for the block, and for a question one per option. */
export type NewBlockIds = { blockId: string; newId: (length: number) => string };

const EMPTY_DATA: { [T in BlockType]: (ids: NewBlockIds) => BlockData<T> } = {
  TextBlockComponent: () => ({ html: '' }),
  HeadingBlockComponent: () => ({ text: '', level: 1 }),
  ImageBlockComponent: () => ({ url: '', alt: '', caption: '' }),
  VideoBlockComponent: () => ({ url: '', videoType: 'upload', vtts: {} }),
  AudioBlockComponent: () => ({ url: '', audio: {}, transcript: '' }),
  AvatarBlockComponent: () => ({
    script: '',
    iframeUrl: '',
    cbUrl: '',
    uuid: '',
    renderMediaStatus: 'INIT',
    mediaId: '',
    url: '',
    voice: '',
    imageMediaId: '',
    vtts: {},
  }),
  InbetweenBlockComponent: () => ({ text: '' }),
  CVRBlockComponent: () => ({ game: 'memory', url: '', pairs: [] }),
  EmbedBlockComponent: () => ({ url: '', height: 400 }),
  QuestionBlockComponent: ({ newId }) => ({
    title: '',
    type: 'multiple choice',
    options: Array.from({ length: QUESTION_OPTION_COUNT }, () => ({ id: newId(OPTION_ID_LENGTH), value: '' })),
    answer: [],
    caseSensitive: false,
    feedbackByChoices: {},
    answerTags: [],
  }),
  QuizResultsBlockComponent: () => ({
    applausePassText: 'Well done, you passed!',
    applauseFailText: 'Not quite there yet. Review the module and try again.',
  }),
  ...(Object.fromEntries(
    BLOCK_KINDS.map((k) => [k.type, ({ newId }: NewBlockIds) => k.empty(() => newId(ITEM_ID_LENGTH))]),
  ) as { [T in (typeof BLOCK_KINDS)[number]['type']]: (ids: NewBlockIds) => BlockData<T> }),
};

/** An empty block of a type, with its default title (SPEC §3) and, for a question, 5 options (§5). */
export function newBlock<T extends BlockType>(type: T, ids: NewBlockIds): BlockOf<T> {
  return { id: ids.blockId, type, title: DEFAULT_TITLES[type], data: EMPTY_DATA[type](ids) } as BlockOf<T>;
}

/** A new course starts with a text, a heading and an image block (SPEC §4). */
export const STARTER_BLOCK_TYPES: BlockType[] = ['TextBlockComponent', 'HeadingBlockComponent', 'ImageBlockComponent'];

export const isQuestion = (block: Block) => block.type === 'QuestionBlockComponent';
export const isQuizResults = (block: Block) => block.type === 'QuizResultsBlockComponent';
