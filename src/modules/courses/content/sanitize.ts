import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';
import type { Block } from './blocks';
import { kindTexts } from './kinds';
import { RICH_TEXT } from './rich-text';

let clean: ((html: string) => string) | undefined;

/**
 * sanitize-html with its HTML and CSS parsers, loaded with the first rich text it cleans (and
 * synchronously, as saves clean): loading it cost start-up a tenth of a second.
 */
function cleaner(): (html: string) => string {
  if (clean) return clean;
  const sanitizeHtml = createRequire(import.meta.url)('sanitize-html') as typeof SanitizeHtml;
  const options: SanitizeHtml.IOptions = {
    allowedTags: [...RICH_TEXT.tags],
    allowedAttributes: Object.fromEntries(
      Object.entries(RICH_TEXT.attributes).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: [...RICH_TEXT.linkSchemes],
    transformTags: {
      ...RICH_TEXT.renamed,
      a: sanitizeHtml.simpleTransform('a', { ...RICH_TEXT.link }),
    },
  };
  clean = (html) => sanitizeHtml(html, options);
  return clean;
}

/** Rich text with only what a text block may hold (RICH_TEXT). */
export const sanitizeRichText = (html: string) => cleaner()(html);

/** Server side, before anything is stored: rich text is cleaned, other text is kept as text. */
export function sanitizeBlock(block: Block): Block {
  if (block.type === 'TextBlockComponent')
    return { ...block, data: { ...block.data, html: sanitizeRichText(block.data.html) } };
  const html = kindTexts(block).filter((t) => t.kind === 'html');
  if (!html.length) return block;
  return {
    ...block,
    data: html.reduce((data, t) => t.set(data, sanitizeRichText(t.source)), block.data as unknown),
  } as Block;
}
