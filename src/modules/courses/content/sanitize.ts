import sanitizeHtml from 'sanitize-html';
import type { Block } from './blocks';

/** The rich text a text block may hold: formatting, lists, links; no scripts, styles or event handlers. */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** Server side, before anything is stored: rich text is cleaned, other text is kept as text. */
export function sanitizeBlock(block: Block): Block {
  if (block.type !== 'TextBlockComponent') return block;
  return { ...block, data: { ...block.data, html: sanitizeHtml(block.data.html, RICH_TEXT) } };
}
