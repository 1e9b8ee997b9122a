import type { BlockType } from '../../modules/courses/content';
import { KIND_UI } from './kinds';

const kindEntries = <V>(pick: (ui: (typeof KIND_UI)[keyof typeof KIND_UI]) => V) =>
  Object.fromEntries(Object.entries(KIND_UI).map(([type, ui]) => [type, pick(ui)]));

/** Human names of the block types, for the add-block menu. */
export const BLOCK_LABELS: Record<BlockType, string> = {
  TextBlockComponent: 'Text',
  HeadingBlockComponent: 'Heading',
  ImageBlockComponent: 'Image',
  VideoBlockComponent: 'Video',
  AudioBlockComponent: 'Audio',
  AvatarBlockComponent: 'Avatar video',
  InbetweenBlockComponent: 'In-between',
  CVRBlockComponent: 'Game',
  EmbedBlockComponent: 'Embed',
  QuestionBlockComponent: 'Question',
  QuizResultsBlockComponent: 'Quiz results',
  ...kindEntries((ui) => ui.label),
} as Record<BlockType, string>;

/** One line under each name in the add-block menu. */
export const BLOCK_DESCRIPTIONS: Record<BlockType, string> = {
  TextBlockComponent: 'Paragraphs with bold, italic, lists and links.',
  HeadingBlockComponent: 'A title that structures the page.',
  ImageBlockComponent: 'A picture with alt text and a caption.',
  VideoBlockComponent: 'An uploaded video, or one from YouTube or Vimeo.',
  AudioBlockComponent: 'A sound clip with its transcript.',
  AvatarBlockComponent: 'A presenter video rendered from your script.',
  InbetweenBlockComponent: 'A short card that leads to the next part.',
  CVRBlockComponent: 'A memory, word-match or arcade game built from pairs.',
  EmbedBlockComponent: 'A web page shown inside the module (https only).',
  QuestionBlockComponent: 'A choice or free-text question with feedback.',
  QuizResultsBlockComponent: 'The score, with messages for passing and failing.',
  ...kindEntries((ui) => `${ui.description}.`),
} as Record<BlockType, string>;
