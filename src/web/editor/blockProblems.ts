import { type Block, blocksInOrder, type Content } from '../../modules/courses/content';

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text.replace(/<[^>]*>|&[#a-z0-9]+;/gi, ' '));

/**
 * What stops a block from being published, if anything: a text or heading block needs some
 * letters or digits (SPEC §5), and a media block its file (learners would see "No image yet").
 */
export function blockProblem(block: Block): string | null {
  switch (block.type) {
    case 'TextBlockComponent':
      return hasWords(block.data.html) ? null : 'This text block is empty: write something or delete it.';
    case 'HeadingBlockComponent':
      return hasWords(block.data.text) ? null : 'This heading is empty: write something or delete it.';
    case 'ImageBlockComponent':
      return block.data.url ? null : 'This image block has no image: add one or delete the block.';
    case 'VideoBlockComponent':
      return block.data.url || block.data.externalUrl
        ? null
        : 'This video block has no video: add one or delete the block.';
    case 'AudioBlockComponent':
      return block.data.url ? null : 'This audio block has no recording: add one or delete the block.';
    case 'LabeledGraphicBlockComponent':
      return block.data.url ? null : 'This labeled graphic has no image: add one or delete the block.';
    case 'GalleryBlockComponent': {
      const empty = block.data.items.findIndex((image) => !image.url);
      return empty < 0 ? null : `Image ${empty + 1} of this gallery has no file: add one or remove it.`;
    }
    case 'AttachmentBlockComponent':
      return block.data.url ? null : 'This attachment has no file: add one or delete the block.';
    default:
      return null;
  }
}

export const blocksWithProblems = (content: Content): string[] =>
  blocksInOrder(content)
    .filter((b) => blockProblem(b))
    .map((b) => b.id);
