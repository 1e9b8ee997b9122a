import type { BlockType } from '../../modules/courses/content';

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
};

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
};
