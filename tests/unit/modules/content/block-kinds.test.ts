import { describe, expect, it } from 'vitest';
import { blockSchema, type Block } from '../../../../src/modules/courses/content/blocks';
import { emptyContent } from '../../../../src/modules/courses/content/content';
import { learnerView } from '../../../../src/modules/courses/content/learner-view';
import { newBlock } from '../../../../src/modules/courses/content/new-block';
import { blockText } from '../../../../src/modules/courses/content/plain-text';
import { sanitizeBlock } from '../../../../src/modules/courses/content/sanitize';
import { segmentsOf, translateContent } from '../../../../src/modules/courses/translation/segments';

let n = 0;
const ids = { blockId: 'acc', newId: () => `id${++n}` };

const accordion = (): Block => {
  const block = newBlock('AccordionBlockComponent', ids);
  return {
    ...block,
    data: {
      items: [
        { id: 'p1', title: 'Raise the alarm', body: '<p>Break the <strong>call point</strong>.</p>' },
        { id: 'p2', title: 'Leave', body: '<p>Use the stairs.</p>' },
      ],
    },
  };
};
const contentWith = (block: Block) => ({
  ...emptyContent('Fire', ''),
  pages: [{ id: 'pg', sectionIds: ['s1'] }],
  sections: { s1: { id: 's1', pageId: 'pg', sizes: 'co-12', blockIds: [block.id] } },
  blocks: { [block.id]: block },
});

describe('block kinds beyond the spec (accordion, tabs)', () => {
  it('a new one has its default title and three empty parts with ids, and passes its own schema', () => {
    for (const type of ['AccordionBlockComponent', 'TabsBlockComponent'] as const) {
      const block = newBlock(type, ids);
      expect(block.title).toBe(type === 'TabsBlockComponent' ? 'Tabs' : 'Accordion');
      expect((block.data as { items: unknown[] }).items).toEqual([
        { id: expect.any(String), title: '', body: '' },
        { id: expect.any(String), title: '', body: '' },
        { id: expect.any(String), title: '', body: '' },
      ]);
      expect(blockSchema.safeParse(block).success).toBe(true);
    }
  });

  it('refuses parts it cannot hold: none at all, a title too long, more than 30', () => {
    const base = accordion();
    const withItems = (items: unknown) => blockSchema.safeParse({ ...base, data: { items } }).success;
    expect(withItems([])).toBe(false);
    expect(withItems([{ id: 'a', title: 'x'.repeat(501), body: '' }])).toBe(false);
    expect(withItems(Array.from({ length: 31 }, (_, i) => ({ id: `a${i}`, title: '', body: '' })))).toBe(false);
  });

  it('its rich text is sanitised before it is stored, its titles kept as text', () => {
    const block = accordion();
    const dirty = {
      ...block,
      data: { items: [{ id: 'p1', title: '<b>Title</b>', body: '<p onclick="x()">Hi<script>alert(1)</script></p>' }] },
    } as Block;
    expect((sanitizeBlock(dirty).data as { items: { title: string; body: string }[] }).items[0]).toEqual({
      id: 'p1',
      title: '<b>Title</b>',
      body: '<p>Hi</p>',
    });
  });

  it('each part’s title and text are translated like every other field, by part id', () => {
    const content = contentWith(accordion());
    const segments = segmentsOf(content).filter((s) => s.blockId === 'acc');
    expect(segments.map(({ id, field, kind, index }) => ({ id, field, kind, index }))).toEqual([
      { id: 'acc.item.p1.title', field: 'itemTitle', kind: 'text', index: 1 },
      { id: 'acc.item.p1.body', field: 'itemText', kind: 'html', index: 1 },
      { id: 'acc.item.p2.title', field: 'itemTitle', kind: 'text', index: 2 },
      { id: 'acc.item.p2.body', field: 'itemText', kind: 'html', index: 2 },
    ]);
    const es = translateContent(content, (id) => ({ 'acc.item.p2.title': 'Salir' })[id]);
    expect((es.blocks.acc!.data as { items: { title: string }[] }).items.map((i) => i.title)).toEqual([
      'Raise the alarm',
      'Salir',
    ]);
  });

  it('its words are the assistant’s reading, and learners finish it by opening every part', async () => {
    expect(blockText(accordion())).toBe('Raise the alarm Break the call point . Leave Use the stairs.');
    const view = await learnerView(contentWith(accordion()));
    expect(view.explored).toEqual(['acc']);
    expect(view.minutes).toBe(1);
  });
});
