/**
 * Rich text as a translator or an engine sees it: the words, with each tag of the sanitised html
 * replaced by a numbered inline code (XLIFF's paired and standalone codes). The tags themselves
 * (and their attributes, such as a link's address) never leave Tessera; only their numbers do, so
 * formatting survives any engine or CAT tool that keeps the codes in place.
 */
export type InlineCode = { id: number; tag: string; html: string; kind: 'pair' | 'empty' };
export type Run = string | { open: number } | { close: number } | { empty: number };
export type Tagged = { runs: Run[]; codes: InlineCode[] };

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;
const VOID = new Set(['br', 'hr', 'img']);
const DECODE: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: '\u00a0' };

export const decodeEntities = (text: string) =>
  text.replace(/&(#\d+|#x[0-9a-fA-F]+|[a-z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return DECODE[name] ?? String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return DECODE[name] ?? whole;
  });

export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function pushText(runs: Run[], text: string) {
  if (!text) return;
  const last = runs[runs.length - 1];
  if (typeof last === 'string') runs[runs.length - 1] = last + text;
  else runs.push(text);
}

/** Sanitised html (well nested, as the sanitiser writes it) as text and numbered codes. */
export function htmlToTagged(html: string): Tagged {
  const runs: Run[] = [];
  const codes: InlineCode[] = [];
  const open: InlineCode[] = [];
  let at = 0;
  for (const match of html.matchAll(TAG)) {
    pushText(runs, decodeEntities(html.slice(at, match.index)));
    at = match.index + match[0].length;
    const [whole, closing, name, selfClosing] = match;
    const tag = name!.toLowerCase();
    if (closing) {
      const index = open.map((c) => c.tag).lastIndexOf(tag);
      if (index < 0) continue;
      const [code] = open.splice(index, 1);
      runs.push({ close: code!.id });
    } else if (selfClosing || VOID.has(tag)) {
      const code: InlineCode = { id: codes.length + 1, tag, html: whole, kind: 'empty' };
      codes.push(code);
      runs.push({ empty: code.id });
    } else {
      const code: InlineCode = { id: codes.length + 1, tag, html: whole, kind: 'pair' };
      codes.push(code);
      open.push(code);
      runs.push({ open: code.id });
    }
  }
  pushText(runs, decodeEntities(html.slice(at)));
  for (const code of open.reverse()) runs.push({ close: code.id });
  return { runs, codes };
}

/** Plain text as runs: one run, no codes. */
export const textToTagged = (text: string): Tagged => ({ runs: text ? [text] : [], codes: [] });

/**
 * Runs back to html with the codes' own tags. What a translator or engine may have broken is
 * repaired: an unknown code is dropped, a code used twice counts once, a close without its open is
 * dropped, and an open left unclosed is closed where its enclosing code ends (or at the end).
 */
export function taggedToHtml(runs: Run[], codes: InlineCode[]): string {
  const byId = new Map(codes.map((c) => [c.id, c]));
  const used = new Set<number>();
  const stack: InlineCode[] = [];
  let html = '';
  const closeTo = (code: InlineCode) => {
    while (stack.length) {
      const top = stack.pop()!;
      html += `</${top.tag}>`;
      if (top === code) return;
    }
  };
  for (const run of runs) {
    if (typeof run === 'string') html += escapeText(run);
    else if ('open' in run) {
      const code = byId.get(run.open);
      if (code?.kind !== 'pair' || used.has(code.id)) continue;
      used.add(code.id);
      stack.push(code);
      html += code.html;
    } else if ('close' in run) {
      const code = byId.get(run.close);
      if (code && stack.includes(code)) closeTo(code);
    } else {
      const code = byId.get(run.empty);
      if (code?.kind !== 'empty' || used.has(code.id)) continue;
      used.add(code.id);
      html += code.html;
    }
  }
  while (stack.length) html += `</${stack.pop()!.tag}>`;
  return html;
}

/** The words alone. */
export const runsText = (runs: Run[]) => runs.filter((r): r is string => typeof r === 'string').join('');
