const LISTS = new Set(['ul', 'ol']);
const BLOCKS = new Set(['p', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote']);
const TOKENS = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>|([^<]+)/gi;

/** Whether the html's top level is blocks only (paragraphs, lists, headings), as the editor writes it. */
const blocksOnly = (html: string) =>
  !/^\s*[^<\s]/.test(html.replace(/<(p|ul|ol|h[1-6]|blockquote)\b[\s\S]*?<\/\1>/gi, ''));

/**
 * What a translation's html lost of its source's structure, in a reader's words, or null: a list
 * item outside any list (its list's code dropped), or words outside any paragraph where the source
 * had none. Both would store html the editor never writes and a learner would see broken.
 */
export function structureLost(sourceHtml: string, html: string): string | null {
  const open: string[] = [];
  for (const [, closing, name, text] of html.matchAll(TOKENS)) {
    if (text !== undefined) {
      if (open.length === 0 && text.trim() !== '' && blocksOnly(sourceHtml)) return 'words outside any paragraph';
      continue;
    }
    const tag = name!.toLowerCase();
    if (!BLOCKS.has(tag) && open.length === 0 && blocksOnly(sourceHtml) && !closing)
      return 'words outside any paragraph';
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at >= 0) open.length = at;
      continue;
    }
    if (tag === 'li' && !LISTS.has(open.at(-1) ?? '')) return 'a list item outside its list';
    if (!/^(br|hr|img)$/.test(tag)) open.push(tag);
  }
  return null;
}
