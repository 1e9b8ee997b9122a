import type { InlineCode } from '../inline-codes';
import type { XliffVersion } from './document';
import { escapeXml } from './xml-text';

/**
 * What a CAT tool may show for a code: its kind (1.2 `ctype`, 2.0 `type`/`subType`) and, in 2.0, a
 * display made of the tag's name alone. Never the tag's html: attributes such as a link's address
 * stay in Tessera.
 */
type Hint = { kind?: InlineCode['kind']; ctype: string; type?: 'fmt' | 'link' | 'image'; subType?: string };

const HINTS: Record<string, Hint> = {
  strong: { ctype: 'bold', type: 'fmt', subType: 'xlf:b' },
  b: { ctype: 'bold', type: 'fmt', subType: 'xlf:b' },
  em: { ctype: 'italic', type: 'fmt', subType: 'xlf:i' },
  i: { ctype: 'italic', type: 'fmt', subType: 'xlf:i' },
  u: { ctype: 'underlined', type: 'fmt', subType: 'xlf:u' },
  a: { ctype: 'link', type: 'link' },
  br: { kind: 'empty', ctype: 'lb', type: 'fmt', subType: 'xlf:lb' },
  img: { kind: 'empty', ctype: 'image', type: 'image' },
};

/** The attributes of a code's element: 1.2 `<g>`/`<x>`, 2.0 `<pc>`/`<ph>`. */
export function codeAttributes(code: InlineCode, version: XliffVersion): Record<string, string> {
  const attributes: Record<string, string> = { id: String(code.id) };
  const known = HINTS[code.tag];
  // A tag written the other way (a self-closed <strong/>) gets a neutral hint: 1.2 allows some ctypes only on <g>, some only on <x>.
  const hint = known && (known.kind ?? 'pair') === code.kind ? known : { ctype: `x-html-${code.tag}` };
  if (version === '1.2') return { ...attributes, ctype: hint.ctype };
  if (hint.type) attributes.type = hint.type;
  if (hint.subType) attributes.subType = hint.subType;
  if (code.kind === 'empty') return { ...attributes, disp: escapeXml(`<${code.tag}/>`) };
  return { ...attributes, dispStart: escapeXml(`<${code.tag}>`), dispEnd: escapeXml(`</${code.tag}>`) };
}
