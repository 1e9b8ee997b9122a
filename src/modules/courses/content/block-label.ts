import type { Block } from './blocks';

/** How many characters of a block's own words name it in the history ("the heading 'Why fire safety matters'"). */
export const BLOCK_LABEL_LENGTH = 60;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of stored rich text (sanitised html), tags gone. */
const wordsOfHtml = (html: string) =>
  html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ');

function ownWords(block: Block): string {
  switch (block.type) {
    case 'TextBlockComponent':
      return wordsOfHtml(block.data.html);
    case 'HeadingBlockComponent':
    case 'InbetweenBlockComponent':
      return block.data.text;
    case 'ImageBlockComponent':
      return block.data.caption || block.data.alt;
    case 'AudioBlockComponent':
      return block.data.transcript;
    case 'AvatarBlockComponent':
      return block.data.script;
    case 'QuestionBlockComponent':
      return block.data.title;
    default:
      return block.title;
  }
}

/** A block's first words, to name it to people: '' when it has none yet. */
export function blockLabel(block: Block): string {
  const words = ownWords(block).replace(/\s+/g, ' ').trim();
  return words.length <= BLOCK_LABEL_LENGTH ? words : `${words.slice(0, BLOCK_LABEL_LENGTH - 1).trimEnd()}…`;
}
