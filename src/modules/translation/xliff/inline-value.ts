import { ElementTypes, type InlineElement, makeInlineElement } from 'xliff';
import type { InlineCode, Run } from '../inline-codes';
import { codeAttributes } from './code-hints';
import type { XliffVersion } from './document';
import { libraryText } from './xml-text';

type Node = string | { code: InlineCode; children: Node[] };

/**
 * Runs as a tree of paired codes, repaired the way taggedToHtml repairs them, so the file holds
 * what Tessera would make of it: unknown codes, codes of the wrong kind, a second use of a code and a
 * close without its open are dropped; a close of an outer code closes the inner ones; what is left
 * open is closed at the end.
 */
function nest(runs: Run[], codes: InlineCode[]): Node[] {
  const byId = new Map(codes.map((c) => [c.id, c]));
  const used = new Set<number>();
  const root: Node[] = [];
  const stack: Array<{ code: InlineCode; children: Node[] }> = [];
  const current = () => stack[stack.length - 1]?.children ?? root;
  const usable = (id: number, kind: InlineCode['kind']) => {
    const code = byId.get(id);
    if (!code || code.kind !== kind || used.has(id)) return undefined;
    used.add(id);
    return code;
  };
  for (const run of runs) {
    if (typeof run === 'string') current().push(run);
    else if ('open' in run) {
      const code = usable(run.open, 'pair');
      if (!code) continue;
      const node = { code, children: [] };
      current().push(node);
      stack.push(node);
    } else if ('close' in run) {
      const at = stack.findIndex((n) => n.code.id === run.close);
      if (at >= 0) stack.length = at;
    } else {
      const code = usable(run.empty, 'empty');
      if (code) current().push({ code, children: [] });
    }
  }
  return root;
}

function toLibrary(nodes: Node[], version: XliffVersion): Array<string | InlineElement> {
  return nodes.map((node) => {
    if (typeof node === 'string') return libraryText(node);
    const attributes = codeAttributes(node.code, version);
    if (node.code.kind === 'empty') return makeInlineElement(ElementTypes.Standalone, attributes);
    return makeInlineElement(ElementTypes.GenericSpan, attributes, toLibrary(node.children, version));
  });
}

/** A source or target as the `xliff` library's inline value: text and 1.2 `<g>`/`<x>` or 2.0 `<pc>`/`<ph>`. */
export const inlineValue = (runs: Run[], codes: InlineCode[], version: XliffVersion) =>
  toLibrary(nest(runs, codes), version);
