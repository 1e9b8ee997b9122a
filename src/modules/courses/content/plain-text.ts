import type { Block } from './blocks';
import { blocksInOrder, type Content } from './content';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of stored rich text (sanitised html), tags gone. */
const wordsOfHtml = (html: string) =>
  html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ');

/** A block's own words, as plain text on one line. */
export function blockText(block: Block): string {
  return ownWords(block).replace(/\s+/g, ' ').trim();
}

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

/** The AI disclaimer is about the module, not part of what it teaches. */
export const isAiNotice = (block: Block) => block.type === 'TextBlockComponent' && block.data.aiNoticeBlock === true;

/** The whole module as plain text: its title, description and every block's words in reading order (the AI disclaimer aside). */
export const moduleText = (content: Content) =>
  [
    content.title,
    content.description,
    ...blocksInOrder(content)
      .filter((block) => !isAiNotice(block))
      .map(blockText),
  ]
    .filter(Boolean)
    .join('\n');
