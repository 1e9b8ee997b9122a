import { describe, expect, it } from 'vitest';
import { type Block, blockSchema } from '../../../../src/modules/courses/content/blocks';
import { emptyContent } from '../../../../src/modules/courses/content/content';
import { isFileAddress, isPlayableFileAddress, kindMedia } from '../../../../src/modules/courses/content/kinds';
import { learnerView } from '../../../../src/modules/courses/content/learner-view';
import { newBlock } from '../../../../src/modules/courses/content/new-block';
import { blockText } from '../../../../src/modules/courses/content/plain-text';
import { sanitizeBlock } from '../../../../src/modules/courses/content/sanitize';
import { fieldName } from '../../../../src/modules/courses/translation/field-labels';
import { segmentsOf, translateContent } from '../../../../src/modules/courses/translation/segments';

let n = 0;
const ids = (blockId: string) => ({ blockId, newId: () => `id${++n}` });
const PLAN = '/api/media/files/plan/original.png';
const EXIT = '/api/media/files/exit/original.jpg';
const media = { id: 'plan', contentType: 'image/png', width: 1200, height: 800, name: 'plan.png' };

const graphic = (): Block => ({
  ...newBlock('LabeledGraphicBlockComponent', ids('lg')),
  data: {
    url: PLAN,
    media,
    alt: 'The floor plan',
    items: [
      { id: 'm1', x: 12.5, y: 40, title: 'Exit', body: '<p>Kept <strong>clear</strong></p>', url: EXIT, alt: 'A door' },
      { id: 'm2', x: 80, y: 75, title: 'Call point', body: '', url: '', alt: '' },
    ],
  },
});
const gallery = (): Block => ({
  ...newBlock('GalleryBlockComponent', ids('ga')),
  data: {
    layout: 'carousel',
    items: [
      { id: 'i1', url: PLAN, media, alt: 'Floor 1', caption: 'The ground floor' },
      { id: 'i2', url: EXIT, alt: 'Floor 2', caption: '' },
    ],
  },
});
const attachment = (): Block => ({
  ...newBlock('AttachmentBlockComponent', ids('at')),
  data: {
    url: '/api/media/files/doc/original.pdf',
    name: 'fire-policy.pdf',
    contentType: 'application/pdf',
    size: 120_400,
    description: 'The whole policy, to print.',
  },
});
const contentWith = (...blocks: Block[]) => ({
  ...emptyContent('Fire', ''),
  pages: [{ id: 'pg', sectionIds: ['s1'] }],
  sections: { s1: { id: 's1', pageId: 'pg', sizes: 'co-12', blockIds: blocks.map((b) => b.id) } },
  blocks: Object.fromEntries(blocks.map((b) => [b.id, b])),
});
const valid = (block: Block, data: unknown) => blockSchema.safeParse({ ...block, data }).success;
const segmentsOfBlock = (block: Block) =>
  segmentsOf(contentWith(block))
    .filter((s) => s.blockId === block.id)
    .map(({ id, field, kind, index }) => ({ id, field, kind, index }));

describe('labeled graphic, image gallery and attachment blocks', () => {
  it('a new one has its default title and empty parts with ids, and passes its own schema', () => {
    expect(newBlock('LabeledGraphicBlockComponent', ids('a'))).toMatchObject({
      title: 'Labeled graphic',
      data: {
        url: '',
        alt: '',
        items: [
          { id: expect.any(String), x: 25, y: 50, title: '', body: '', url: '', alt: '' },
          { id: expect.any(String), x: 75, y: 50, title: '', body: '', url: '', alt: '' },
        ],
      },
    });
    expect(newBlock('GalleryBlockComponent', ids('b'))).toMatchObject({
      title: 'Image gallery',
      data: { layout: 'grid', items: Array(2).fill({ id: expect.any(String), url: '', alt: '', caption: '' }) },
    });
    expect(newBlock('AttachmentBlockComponent', ids('c'))).toMatchObject({
      title: 'Attachment',
      data: { url: '', name: '', contentType: '', size: 0, description: '' },
    });
    for (const type of ['LabeledGraphicBlockComponent', 'GalleryBlockComponent', 'AttachmentBlockComponent'] as const)
      expect(blockSchema.safeParse(newBlock(type, ids(type))).success).toBe(true);
    for (const block of [graphic(), gallery(), attachment()]) expect(valid(block, block.data)).toBe(true);
  });

  it('refuses what it cannot hold: a marker off the image, no marker, another layout, a negative size, a script address', () => {
    const lg = graphic().data as { items: { x: number; y: number }[] };
    const marker = lg.items[0]!;
    expect(valid(graphic(), { ...lg, items: [{ ...marker, x: 100.1 }] })).toBe(false);
    expect(valid(graphic(), { ...lg, items: [{ ...marker, y: -1 }] })).toBe(false);
    expect(valid(graphic(), { ...lg, items: [] })).toBe(false);
    expect(valid(graphic(), { ...lg, alt: 'x'.repeat(501) })).toBe(false);
    const ga = gallery().data as { items: unknown[] };
    expect(valid(gallery(), { ...ga, layout: 'slideshow' })).toBe(false);
    const images = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: `i${i}`, url: '', alt: '', caption: '' }));
    expect(valid(gallery(), { ...ga, items: images(30) })).toBe(true);
    expect(valid(gallery(), { ...ga, items: images(31) })).toBe(false);
    const at = attachment().data as object;
    expect(valid(attachment(), { ...at, size: -1 })).toBe(false);
    expect(valid(attachment(), { ...at, size: 1.5 })).toBe(false);
    for (const url of ['javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', '//evil.example/x.pdf'])
      expect(valid(attachment(), { ...at, url }), url).toBe(false);
    expect(valid(gallery(), { ...ga, items: [{ id: 'i', url: 'javascript:x', alt: '', caption: '' }] })).toBe(false);
  });

  it('takes its files from uploads, Tessera’s own files or the web; a package’s copies play as well', () => {
    for (const url of ['', PLAN, '/thumbnails/placeholder-1.svg', 'https://example.com/a.pdf', 'http://example.com/a'])
      expect(isFileAddress(url), url).toBe(true);
    for (const url of ['media/0123abcd.pdf', 'javascript:x', 'vbscript:x', 'java\nscript:x', '\u0001javascript:x'])
      expect(isFileAddress(url), url).toBe(false);
    expect(isPlayableFileAddress('media/0123abcd.pdf')).toBe(true);
    expect(isPlayableFileAddress('javascript:x')).toBe(false);
  });

  it('names every file it shows or offers, so packages carry them; none of a file not given yet', () => {
    expect(kindMedia(graphic())).toEqual([PLAN, EXIT]);
    expect(kindMedia(gallery())).toEqual([PLAN, EXIT]);
    expect(kindMedia(attachment())).toEqual(['/api/media/files/doc/original.pdf']);
    expect(kindMedia(newBlock('GalleryBlockComponent', ids('e')))).toEqual([]);
    expect(kindMedia(newBlock('AccordionBlockComponent', ids('f')))).toEqual([]);
  });

  it('a marker’s note is sanitised before it is stored, the rest kept as text', () => {
    const dirty = graphic();
    const data = dirty.data as { items: { body: string; title: string }[] };
    data.items[0]!.body = '<p onclick="x()">Hi<script>alert(1)</script></p>';
    data.items[0]!.title = '<b>Exit</b>';
    const clean = sanitizeBlock(dirty).data as typeof data;
    expect(clean.items[0]).toMatchObject({ title: '<b>Exit</b>', body: '<p>Hi</p>' });
  });

  it('each text is a translation segment by part id, named for translators; files and places are left alone', () => {
    expect(segmentsOfBlock(graphic())).toEqual([
      { id: 'lg.alt', field: 'alt', kind: 'text', index: undefined },
      { id: 'lg.item.m1.title', field: 'markerTitle', kind: 'text', index: 1 },
      { id: 'lg.item.m1.body', field: 'markerText', kind: 'html', index: 1 },
      { id: 'lg.item.m1.alt', field: 'markerAlt', kind: 'text', index: 1 },
      { id: 'lg.item.m2.title', field: 'markerTitle', kind: 'text', index: 2 },
    ]);
    expect(segmentsOfBlock(gallery())).toEqual([
      { id: 'ga.item.i1.alt', field: 'alt', kind: 'text', index: 1 },
      { id: 'ga.item.i1.caption', field: 'caption', kind: 'text', index: 1 },
      { id: 'ga.item.i2.alt', field: 'alt', kind: 'text', index: 2 },
    ]);
    expect(segmentsOfBlock(attachment())).toEqual([
      { id: 'at.description', field: 'attachmentDescription', kind: 'text', index: undefined },
    ]);
    expect([
      fieldName({ field: 'markerText', index: 2 }),
      fieldName({ field: 'markerAlt', index: 1 }),
      fieldName({ field: 'attachmentDescription' }),
    ]).toEqual(['Marker note 2', 'Marker image alternative text 1', 'Attachment description']);

    const es = translateContent(
      contentWith(graphic(), gallery(), attachment()),
      (id) =>
        ({
          'lg.alt': 'El plano',
          'lg.item.m1.title': 'Salida',
          'ga.item.i2.alt': 'Planta 2',
          'at.description': 'Toda la política.',
        })[id],
    );
    expect(es.blocks.lg!.data).toMatchObject({
      url: PLAN,
      alt: 'El plano',
      items: [{ id: 'm1', x: 12.5, y: 40, title: 'Salida', url: EXIT }, { title: 'Call point' }],
    });
    expect((es.blocks.ga!.data as { items: { alt: string }[] }).items.map((i) => i.alt)).toEqual([
      'Floor 1',
      'Planta 2',
    ]);
    expect(es.blocks.at!.data).toMatchObject({ name: 'fire-policy.pdf', description: 'Toda la política.' });
  });

  it('their words are the assistant’s reading; a graphic and an attachment are explored, a gallery seen like an image', async () => {
    expect(blockText(attachment())).toBe('The whole policy, to print.');
    expect(blockText(gallery())).toBe('Floor 1 The ground floor Floor 2');
    const view = await learnerView(contentWith(graphic(), gallery(), attachment()));
    expect(view.explored).toEqual(['lg', 'at']);
    expect(view.seenKindBlocks).toEqual(['ga']);
  });
});
