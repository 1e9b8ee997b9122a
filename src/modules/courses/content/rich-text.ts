/**
 * The rich text a text block may hold: what the server's sanitiser keeps and what the editor's
 * schema can make, so that what an author sees in the editor is what is stored.
 */
export const RICH_TEXT = {
  /** Every tag; anything else is dropped, its text kept. */
  tags: ['p', 'br', 'strong', 'em', 'u', 's', 'code', 'a', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'pre'],
  /** Heading levels a text block offers as paragraph styles (the block's own title is the h1/heading block). */
  headingLevels: [2, 3, 4],
  attributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  linkSchemes: ['https', 'http', 'mailto'],
  /** Every link opens in a new tab and gives the page it opens no handle on this one. */
  link: { target: '_blank', rel: 'noopener noreferrer' },
  /** Older spellings, kept as their current tag. */
  renamed: { b: 'strong', i: 'em' },
} as const;
