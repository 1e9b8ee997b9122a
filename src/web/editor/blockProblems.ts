import { type Block, blocksInOrder, type Content } from '../../modules/courses/content';

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text.replace(/<[^>]*>|&[#a-z0-9]+;/gi, ' '));

/** What stops a block from being published, if anything: a text or heading block needs some letters or digits (SPEC §5). */
export function blockProblem(block: Block): string | null {
  if (block.type === 'TextBlockComponent' && !hasWords(block.data.html))
    return 'This text block is empty: write something or delete it.';
  if (block.type === 'HeadingBlockComponent' && !hasWords(block.data.text))
    return 'This heading is empty: write something or delete it.';
  return null;
}

export const blocksWithProblems = (content: Content): string[] =>
  blocksInOrder(content)
    .filter((b) => blockProblem(b))
    .map((b) => b.id);
