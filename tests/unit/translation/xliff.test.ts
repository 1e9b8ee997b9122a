import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { xliffSchemaProblem } from '../../support/xliff-schema';
import { AppError } from '../../../src/platform/errors';
import { htmlToTagged, type InlineCode, type Run, type Tagged } from '../../../src/modules/translation/inline-codes';
import {
  exportXliff,
  importXliff,
  type XliffDocument,
  type XliffVersion,
  XliffUnreadable,
} from '../../../src/modules/translation/xliff';

const fixtures = join(import.meta.dirname, '../../fixtures/xliff');
const versions: XliffVersion[] = ['1.2', '2.0'];

const doc = (units: XliffDocument['units']): XliffDocument => ({
  courseId: 'Ab3dE9xYz',
  courseTitle: 'Safety & <first> steps',
  sourceLanguage: 'en',
  targetLanguage: 'ar',
  units,
});

const rich = htmlToTagged(
  '<p>Press <strong>Stop</strong> <em>now &amp; "then"</em><br>مرحبا 你好 😀 <a href="https://secret.example/?a=1&amp;b=2" class="x">here</a><img src="/media/k.png" alt="Secret alt"></p>',
);

const sample = doc([
  { id: 'title', note: 'Course title', source: { runs: ['Safety first'], codes: [] }, target: ['السلامة أولاً'] },
  {
    id: 'Ab3dE9xYz.html',
    note: 'Text block <b> & more',
    source: rich,
    target: [
      { open: 1 },
      'اضغط ',
      { open: 3 },
      'الآن',
      { close: 3 },
      ' ',
      { open: 2 },
      'إيقاف',
      { close: 2 },
      { empty: 4 },
      { close: 1 },
    ],
  },
  { id: 'description', source: { runs: ['  spaced  \n'], codes: [] }, target: [] },
  { id: 'Ab3dE9xYz.options.k2j3h', source: { runs: ['No target yet'], codes: [] } },
]);

const expected = (d: XliffDocument) =>
  d.units.map((u) => ({ id: u.id, source: u.source.runs, target: u.target ?? null }));

describe('XLIFF export and import', () => {
  it.each(versions)('gives back the ids, sources and targets of an exported %s file', (version) => {
    const imported = importXliff(exportXliff(sample, version));
    expect(imported).toEqual({
      version,
      courseId: 'Ab3dE9xYz',
      sourceLanguage: 'en',
      targetLanguage: 'ar',
      units: expected(sample),
    });
  });

  it.each(versions)('keeps in %s the text the xliff library alone would change', (version) => {
    const tricky = doc([
      { id: 'amp', source: { runs: ['a literal &amp; stays, & too, <x> and "q" \'s\''], codes: [] } },
      { id: 'newline', source: { runs: ['ends in a line break\n  '], codes: [] } },
      { id: 'between', source: htmlToTagged('<b>a</b> <i>b</i>') },
      { id: 'cr', source: { runs: ['one\r\ntwo\rthree'], codes: [] } },
    ]);
    expect(importXliff(exportXliff(tricky, version)).units).toEqual(expected(tricky));
  });

  it.each(versions)('never writes a tag’s html into a %s file, only hints', (version) => {
    const xml = exportXliff(sample, version);
    for (const secret of ['secret.example', 'href', 'class=', 'src=', '/media/', 'Secret alt']) {
      expect(xml).not.toContain(secret);
    }
    if (version === '1.2') {
      expect(xml).toContain('<g id="2" ctype="bold">Stop</g>');
      expect(xml).toContain('<g id="1" ctype="x-html-p">');
      expect(xml).toContain('<x id="4" ctype="lb"/>');
      expect(xml).toContain('<g id="5" ctype="link">here</g>');
      expect(xml).toContain('<note>Course title</note>');
    } else {
      expect(xml).toContain(
        '<pc id="2" type="fmt" subType="xlf:b" dispStart="&lt;strong&gt;" dispEnd="&lt;/strong&gt;">',
      );
      expect(xml).toContain('<ph id="4" type="fmt" subType="xlf:lb" disp="&lt;br/&gt;"/>');
      expect(xml).toContain('<pc id="5" type="link" dispStart="&lt;a&gt;" dispEnd="&lt;/a&gt;">here</pc>');
      expect(xml).toContain('<notes><note>Course title</note></notes>');
    }
  });

  it.each(versions)('writes in %s a unit without target as a source alone, and the title as a file note', (version) => {
    const xml = exportXliff(sample, version);
    const unit = version === '1.2' ? 'trans-unit' : 'unit';
    expect(xml).toMatch(
      new RegExp(
        `<${unit} id="Ab3dE9xYz.options.k2j3h"[^>]*>(<segment>)?<source>No target yet</source>(</segment>)?</${unit}>`,
      ),
    );
    expect(xml).toContain('Safety &amp; &lt;first&gt; steps');
    expect(xml).toContain(`<${unit} id="title" xml:space="preserve">`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  });

  it.each(versions)('repairs in %s a target whose codes do not nest, as taggedToHtml would', (version) => {
    const broken = doc([
      {
        id: 'x',
        source: htmlToTagged('<p><b>a</b><br></p>'),
        target: [
          { close: 2 },
          { open: 1 },
          { open: 2 },
          'b',
          { close: 1 },
          { close: 2 },
          { empty: 3 },
          { empty: 3 },
          { open: 9 },
          { open: 3 },
          'c',
        ],
      },
    ]);
    expect(importXliff(exportXliff(broken, version)).units[0]!.target).toEqual([
      { open: 1 },
      { open: 2 },
      'b',
      { close: 2 },
      { close: 1 },
      { empty: 3 },
      'c',
    ]);
  });

  it('drops the characters XML cannot hold', () => {
    const controls = doc([{ id: 'c', source: { runs: ['a\u0001b\u001fc\ud800d\tz'], codes: [] } }]);
    for (const version of versions)
      expect(importXliff(exportXliff(controls, version)).units[0]!.source).toEqual(['abcd\tz']);
  });

  it('refuses ids that are not tokens', () => {
    expect(() => exportXliff({ ...sample, courseId: 'a b' }, '2.0')).toThrow('Invalid courseId: a b');
    expect(() => exportXliff(doc([{ id: 'a"b', source: { runs: [], codes: [] } }]), '1.2')).toThrow(
      'Invalid unit id: a"b',
    );
  });
});

/** Random segments: text with XML's special characters, other scripts and emoji, in well-nested codes. */
type Tree = string | { empty: string } | { pair: string; children: Tree[] };

const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('&', '<', '>', '"', "'", ' ', '\n', '\t', '\r', ']]>', '&amp;', '&#13;'),
    fc.constantFrom('م', 'ر', 'ح', 'ب', '你', '好', '😀', '👩‍💻', 'é'),
    fc.string({ unit: 'grapheme', maxLength: 3 }),
  ),
  maxLength: 8,
});
const { forest } = fc.letrec<{ forest: Tree[]; tree: Tree }>((tie) => ({
  forest: fc.array(tie('tree'), { maxLength: 4 }),
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.record({ empty: fc.constantFrom('br', 'img') }),
    fc.record({ pair: fc.constantFrom('strong', 'em', 'a', 'p', 'span', 'u'), children: tie('forest') }),
  ),
}));

function pushText(runs: Run[], value: string) {
  const last = runs.length - 1;
  if (typeof runs[last] === 'string') runs[last] += value;
  else if (value) runs.push(value);
}

/** A forest as runs; `idOf` numbers each code (or unwraps it, when it gives null). */
function toRuns(trees: Tree[], idOf: (node: Exclude<Tree, string>) => number | null, runs: Run[] = []): Run[] {
  for (const node of trees) {
    if (typeof node === 'string') pushText(runs, node);
    else {
      const id = idOf(node);
      if ('empty' in node) {
        if (id !== null) runs.push({ empty: id });
      } else {
        if (id !== null) runs.push({ open: id });
        toRuns(node.children, idOf, runs);
        if (id !== null) runs.push({ close: id });
      }
    }
  }
  return runs;
}

function toSource(trees: Tree[]): Tagged {
  const codes: InlineCode[] = [];
  const runs = toRuns(trees, (node) => {
    const id = codes.length + 1;
    const [tag, kind] = 'empty' in node ? [node.empty, 'empty' as const] : [node.pair, 'pair' as const];
    codes.push({ id, tag, kind, html: kind === 'empty' ? `<${tag} data-x="1">` : `<${tag} title="t">` });
    return id;
  });
  return { runs, codes };
}

/** The translator's shape, with the source's codes dealt out in another order (left-over nodes unwrapped). */
const unit = fc.tuple(forest, forest, fc.boolean(), fc.string({ maxLength: 10 })).chain(([s, t, translated, note]) => {
  const source = toSource(s);
  const ids = (kind: InlineCode['kind']) => source.codes.filter((c) => c.kind === kind).map((c) => c.id);
  return fc.tuple(fc.shuffledSubarray(ids('pair')), fc.shuffledSubarray(ids('empty'))).map(([pairs, empties]) => ({
    source,
    ...(translated && { target: toRuns(t, (node) => ('empty' in node ? empties : pairs).shift() ?? null) }),
    ...(note.trim() && { note }),
  }));
});
const unitId = fc.stringMatching(/^[A-Za-z][A-Za-z0-9._-]{0,12}$/);
const document = fc
  .uniqueArray(fc.tuple(unitId, unit), { selector: ([id]) => id, minLength: 1, maxLength: 5 })
  .map((units) => doc(units.map(([id, u]) => ({ id, ...u }))));

describe('XLIFF round trip property', () => {
  it.each(versions)('importing an exported %s file gives back every id, source and target', (version) => {
    fc.assert(
      fc.property(document, (d) => {
        expect(importXliff(exportXliff(d, version)).units).toEqual(expected(d));
      }),
      { numRuns: 300 },
    );
  });
});

describe('XLIFF files as CAT tools save them', () => {
  it('reads a memoQ/Trados-style 1.2 file: states, reordered codes, <mrk>, CDATA, entities, BOM', async () => {
    const imported = importXliff(await readFile(join(fixtures, 'memoq-1.2.xlf'), 'utf8'));
    expect(imported).toEqual({
      version: '1.2',
      courseId: 'Ab3dE9xYz',
      sourceLanguage: 'en-GB',
      targetLanguage: 'de-DE',
      units: [
        { id: 'title', source: ['Safety first'], target: ['Sicherheit & Ordnung'] },
        {
          id: 'Ab3dE9xYz.html',
          source: [
            { open: 1 },
            'Press ',
            { open: 2 },
            'Stop',
            { close: 2 },
            ', then ',
            { open: 3 },
            'wait',
            { close: 3 },
            '.',
            { empty: 4 },
            { close: 1 },
          ],
          target: [
            { open: 1 },
            { open: 3 },
            'Warten',
            { close: 3 },
            ' Sie, nachdem Sie ',
            { open: 2 },
            'Stopp',
            { close: 2 },
            ' gedrückt haben.',
            { empty: 4 },
            { close: 1 },
          ],
        },
        { id: 'Ab3dE9xYz.options.k2j3h', source: ['Fire <exit> → left'], target: ['Notausgang <links> → "links"'] },
        { id: 'description', source: ['Not yet translated'], target: [] },
        { id: 'untouched', source: ['No target at all'], target: null },
      ],
    });
  });

  it('reads a 2.0 file with <mrk>, <sm>/<em>, <sc>/<ec>, <cp>, groups and a unit split into segments', async () => {
    const imported = importXliff(await readFile(join(fixtures, 'okapi-2.0.xlf'), 'utf8'));
    expect(imported).toEqual({
      version: '2.0',
      courseId: 'Ab3dE9xYz',
      sourceLanguage: 'en',
      targetLanguage: 'ar',
      units: [
        { id: 'title', source: ['Safety first'], target: ['السلامة أولاً'] },
        {
          id: 'Ab3dE9xYz.html',
          source: [
            { open: 1 },
            'Press ',
            { open: 2 },
            'Stop',
            { close: 2 },
            '.',
            { close: 1 },
            ' Then wait.',
            { empty: 3 },
          ],
          target: [
            { open: 1 },
            'اضغط ',
            { open: 2 },
            'إيقاف',
            { close: 2 },
            '. ثم انتظر.',
            { empty: 3 },
            { close: 1 },
            '\u0003',
          ],
        },
        { id: 'description', source: ['Not yet translated'], target: null },
      ],
    });
  });

  it('reads codes written as start and end markers, and drops codes a CAT tool made up, keeping their text', () => {
    const xml = `<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="c" source-language="en" target-language="fr" datatype="plaintext"><body>
      <trans-unit id="u"><source>a</source><target><g id="tmp1">b<x id="2"/></g><bpt id="3">&lt;b&gt;</bpt>c<ept id="3">&lt;/b&gt;</ept><bx id="5" rid="r1"/>d<ex id="6" rid="r1"/><ph id="x">{name}</ph><it id="7" pos="open">&lt;i&gt;</it></target></trans-unit></body></file></xliff>`;
    expect(importXliff(xml).units[0]!.target).toEqual([
      'b',
      { empty: 2 },
      { open: 3 },
      'c',
      { close: 3 },
      { open: 5 },
      'd',
      { close: 5 },
    ]);
  });
});

describe('XLIFF files Tessera refuses', () => {
  const file12 = (file: string, root = 'version="1.2"') =>
    `<?xml version="1.0"?><xliff ${root} xmlns="urn:oasis:names:tc:xliff:document:1.2">${file}</xliff>`;
  const body = '<body><trans-unit id="a"><source>x</source></trans-unit></body>';
  const cases: Array<[string, string, string]> = [
    [
      'text',
      'just some words',
      'This file is not XLIFF: it is not well-formed XML (Non-whitespace before first tag at line 1, column 1).',
    ],
    [
      'an unknown entity',
      '<xliff version="1.2">&nbsp;</xliff>',
      'This file is not XLIFF: it is not well-formed XML (Invalid character entity',
    ],
    [
      'a file cut short',
      '<xliff version="1.2"><file original="c">',
      'This file is not XLIFF: it is not well-formed XML (Unclosed root tag at line 1, column 40).',
    ],
    [
      'tags that do not match',
      '<xliff version="1.2">\n<file></xliff>',
      'This file is not XLIFF: it is not well-formed XML (Unexpected close tag at line 2, column 14).',
    ],
    [
      'two roots',
      '<xliff version="1.2"/><xliff/>',
      'This file is not XLIFF: it is not well-formed XML (more than one root element).',
    ],
    ['an empty file', '', 'This file is not XLIFF: it holds no XML element.'],
    ['another XML document', '<html><body>hi</body></html>', 'This file is not XLIFF: it is a <html> document.'],
    ['no version', file12('', 'a="b"'), 'This file is not XLIFF: its <xliff> element has no version.'],
    ['XLIFF 1.1', file12('', 'version="1.1"'), 'This file is XLIFF 1.1; Tessera reads XLIFF 1.2 and 2.0.'],
    [
      'XLIFF 2.1',
      '<xliff version="2.1" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="fr"/>',
      'This file is XLIFF 2.1; Tessera reads XLIFF 1.2 and 2.0.',
    ],
    ['no file', file12(''), 'This XLIFF file holds no <file>, so no course to read.'],
    [
      'two files',
      file12(
        `<file original="a" source-language="en" target-language="fr" datatype="plaintext">${body}</file><file original="b" source-language="en" target-language="fr" datatype="plaintext">${body}</file>`,
      ),
      'This XLIFF file holds 2 <file> elements; Tessera reads one course per file, as it exported it.',
    ],
    [
      'no target language (1.2)',
      file12(`<file original="a" source-language="en" datatype="plaintext">${body}</file>`),
      'This XLIFF file does not name its target language (target-language on <file>).',
    ],
    [
      'no source language (2.0)',
      '<xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" trgLang="fr"><file id="c"/></xliff>',
      'This XLIFF file does not name its source language (srcLang on <xliff>).',
    ],
    [
      'no target language (2.0)',
      '<xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en"><file id="c"/></xliff>',
      'This XLIFF file does not name its target language (trgLang on <xliff>).',
    ],
    [
      'a language that is no tag',
      file12(`<file original="a" source-language="en" target-language="not a tag" datatype="plaintext">${body}</file>`),
      'This XLIFF file names its target language (target-language on <file>) "not a tag", which is not a language tag.',
    ],
    [
      'no course',
      file12(`<file source-language="en" target-language="fr" datatype="plaintext">${body}</file>`),
      'This XLIFF file does not name its course (original on <file>).',
    ],
  ];

  it.each(cases)('refuses %s', (_, xml, message) => {
    let error: unknown;
    try {
      importXliff(xml);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(XliffUnreadable);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('bad_request');
    expect((error as Error).message).toContain(message);
  });
});

describe('exported XLIFF against the schemas (xmllint)', () => {
  it.each(versions)(
    'an exported %s file with codes, notes, empty targets and Arabic text is valid (strict)',
    async (version) => {
      expect(await xliffSchemaProblem(exportXliff(sample, version), version)).toBeNull();
    },
  );

  it.each(versions)('xmllint does refuse an invalid %s file', async (version) => {
    const invalid = exportXliff(sample, version).replace(
      '<source>Safety first</source>',
      '<source><bad/>Safety first</source>',
    );
    expect(await xliffSchemaProblem(invalid, version)).toMatch(/bad/);
  });

  it.each(versions)('random exported %s files are valid', async (version) => {
    await fc.assert(
      fc.asyncProperty(document, async (d) => {
        expect(await xliffSchemaProblem(exportXliff(d, version), version)).toBeNull();
      }),
      { numRuns: 25 },
    );
  });
});
