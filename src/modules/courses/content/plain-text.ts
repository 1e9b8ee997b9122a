import type { Block } from './blocks';
import { blocksInOrder, type Content } from './content';
import { kindTexts } from './kinds';

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
    default: {
      const texts = kindTexts(block);
      return texts.length
        ? texts.map((t) => (t.kind === 'html' ? wordsOfHtml(t.source) : t.source)).join(' ')
        : block.title;
    }
  }
}

/** The AI disclaimer is about the module, not part of what it teaches. */
export const isAiNotice = (block: Block) => block.type === 'TextBlockComponent' && block.data.aiNoticeBlock === true;

/** A question's title is the module quizzing, not teaching: no material to draw a fact or a question from. */
const teaches = (block: Block) => !isAiNotice(block) && block.type !== 'QuestionBlockComponent';

/**
 * The whole module as the assistant reads it: the title as a "# " heading, the description, then
 * every teaching block's words in reading order, a paragraph each (a blank line between, so no
 * sentence runs from one into the next) and headings as "## " headings.
 */
export const moduleText = (content: Content) =>
  [
    content.title && `# ${content.title}`,
    content.description,
    ...blocksInOrder(content)
      .filter(teaches)
      .map((block) =>
        block.type === 'HeadingBlockComponent' && block.data.text ? `## ${blockText(block)}` : blockText(block),
      ),
  ]
    .filter(Boolean)
    .join('\n\n');
