import type { Run } from '../inline-codes';
import type { XliffVersion } from './document';
import type { XmlElement } from './xml-tree';

/**
 * How each inline element of a source or target reads back as runs. A CAT tool may write a code
 * another way than Tessera did: 1.2 `<bx>`/`<ex>` or `<bpt>`/`<ept>` for `<g>` (an end finds its
 * start by `rid`, else by `id`), 2.0 `<sc>`/`<ec>` for `<pc>` (by `startRef`). Markers (`<mrk>`,
 * 2.0 `<sm>`/`<em>`) keep their text and lose the mark; native code (the content of 1.2 `<ph>`,
 * `<bpt>`, `<ept>`, `<it>`) is not text.
 */
type Attrs = XmlElement['attributes'];
type Reading =
  | { as: 'pair' | 'empty' | 'text' | 'codePoint' }
  | { as: 'start' | 'end'; link: (a: Attrs) => string | undefined };

const ridOrId = (a: Attrs) => a.rid ?? a.id;

const READINGS: Record<XliffVersion, Record<string, Reading>> = {
  '1.2': {
    g: { as: 'pair' },
    x: { as: 'empty' },
    ph: { as: 'empty' },
    bx: { as: 'start', link: ridOrId },
    bpt: { as: 'start', link: ridOrId },
    ex: { as: 'end', link: ridOrId },
    ept: { as: 'end', link: ridOrId },
    mrk: { as: 'text' },
  },
  '2.0': {
    pc: { as: 'pair' },
    ph: { as: 'empty' },
    sc: { as: 'start', link: (a) => a.id },
    ec: { as: 'end', link: (a) => a.startRef ?? a.id },
    mrk: { as: 'text' },
    cp: { as: 'codePoint' },
  },
};

/** Tessera numbers its codes; a code a CAT tool made up (any other id) is dropped, its text kept. */
const codeId = (value: string | undefined) =>
  value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

function pushText(runs: Run[], text: string) {
  const last = runs.length - 1;
  if (typeof runs[last] === 'string') runs[last] += text;
  else if (text) runs.push(text);
}

/** `starts` maps a start marker's link to its code, for the end marker that names it. */
function read(content: XmlElement['content'], version: XliffVersion, runs: Run[], starts: Map<string, number | null>) {
  for (const node of content) {
    if (typeof node === 'string') {
      pushText(runs, node);
      continue;
    }
    const reading = READINGS[version][node.name];
    const id = codeId(node.attributes.id);
    switch (reading?.as) {
      case 'text':
        read(node.content, version, runs, starts);
        break;
      case 'codePoint':
        pushText(runs, codePoint(node.attributes.hex));
        break;
      case 'pair':
        if (id !== null) runs.push({ open: id });
        read(node.content, version, runs, starts);
        if (id !== null) runs.push({ close: id });
        break;
      case 'empty':
        if (id !== null) runs.push({ empty: id });
        break;
      case 'start':
        starts.set(reading.link(node.attributes) ?? '', id);
        if (id !== null) runs.push({ open: id });
        break;
      case 'end': {
        const link = reading.link(node.attributes) ?? '';
        const start = starts.has(link) ? starts.get(link)! : codeId(link);
        if (start !== null) runs.push({ close: start });
      }
    }
  }
}

/** 2.0 `<cp hex="…">`: a character XML cannot hold; kept only if it is a real code point. */
function codePoint(hex: string | undefined) {
  const value = hex !== undefined && /^[0-9a-fA-F]{1,6}$/.test(hex) ? Number.parseInt(hex, 16) : -1;
  return value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '';
}

/** The runs of one or more `<source>` or `<target>` elements, read one after another. */
export function readRuns(elements: XmlElement[], version: XliffVersion): Run[] {
  const runs: Run[] = [];
  const starts = new Map<string, number | null>();
  for (const element of elements) read(element.content, version, runs, starts);
  return runs;
}
