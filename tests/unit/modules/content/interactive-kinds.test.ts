import { describe, expect, it } from 'vitest';
import { type Block, blockSchema } from '../../../../src/modules/courses/content/blocks';
import { emptyContent } from '../../../../src/modules/courses/content/content';
import { learnerView } from '../../../../src/modules/courses/content/learner-view';
import { newBlock } from '../../../../src/modules/courses/content/new-block';
import { blockText } from '../../../../src/modules/courses/content/plain-text';
import { sanitizeBlock } from '../../../../src/modules/courses/content/sanitize';
import { fieldName } from '../../../../src/modules/courses/translation/field-labels';
import { segmentsOf, translateContent } from '../../../../src/modules/courses/translation/segments';

let n = 0;
const ids = (blockId: string) => ({ blockId, newId: () => `id${++n}` });
const DIRTY = '<p onclick="x()">Hi<script>alert(1)</script></p>';

const flashcards = (): Block => ({
  ...newBlock('FlashcardsBlockComponent', ids('fc')),
  data: {
    layout: 'stack',
    items: [
      { id: 'c1', title: 'CO₂', body: '<p>Electrical <strong>fires</strong></p>' },
      { id: 'c2', title: 'Water', body: '<p>Paper</p>' },
    ],
  },
});
const process = (): Block => ({
  ...newBlock('ProcessBlockComponent', ids('pr')),
  data: {
    intro: '<p>When the alarm rings:</p>',
    items: [{ id: 's1', title: 'Leave', body: '<p>By the stairs.</p>' }],
    summary: '<p>Wait outside.</p>',
  },
});
const timeline = (): Block => ({
  ...newBlock('TimelineBlockComponent', ids('tl')),
  data: { items: [{ id: 'e1', date: '1969', title: 'Moon landing', body: '<p>Apollo 11.</p>' }] },
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

describe('flashcards, process and timeline blocks', () => {
  it('a new one has its default title and three empty parts with ids, and passes its own schema', () => {
    expect(newBlock('FlashcardsBlockComponent', ids('a'))).toMatchObject({
      title: 'Flashcards',
      data: { layout: 'grid', items: Array(3).fill({ id: expect.any(String), title: '', body: '' }) },
    });
    expect(newBlock('ProcessBlockComponent', ids('b'))).toMatchObject({
      title: 'Process',
      data: { intro: '', summary: '', items: Array(3).fill({ id: expect.any(String), title: '', body: '' }) },
    });
    expect(newBlock('TimelineBlockComponent', ids('c'))).toMatchObject({
      title: 'Timeline',
      data: { items: Array(3).fill({ id: expect.any(String), date: '', title: '', body: '' }) },
    });
    for (const type of ['FlashcardsBlockComponent', 'ProcessBlockComponent', 'TimelineBlockComponent'] as const)
      expect(blockSchema.safeParse(newBlock(type, ids(type))).success).toBe(true);
  });

  it('refuses what it cannot hold: another layout, no cards, a date too long, a process with no summary', () => {
    const cards = flashcards();
    const cardItems = (cards.data as { items: unknown[] }).items;
    expect(valid(cards, { layout: 'carousel', items: cardItems })).toBe(false);
    expect(valid(cards, { layout: 'grid', items: [] })).toBe(false);
    expect(
      valid(cards, {
        layout: 'grid',
        items: Array.from({ length: 31 }, (_, i) => ({ id: `c${i}`, title: '', body: '' })),
      }),
    ).toBe(false);
    const event = { id: 'e1', title: '', body: '' };
    expect(valid(timeline(), { items: [{ ...event, date: 'x'.repeat(100) }] })).toBe(true);
    expect(valid(timeline(), { items: [{ ...event, date: 'x'.repeat(101) }] })).toBe(false);
    expect(valid(timeline(), { items: [event] })).toBe(false);
    expect(valid(process(), { intro: '', items: [event] })).toBe(false);
    expect(valid(process(), { intro: 'x'.repeat(20_001), items: [event], summary: '' })).toBe(false);
  });

  it('their rich text is sanitised before it is stored (a card’s back, a process’s intro and summary, an event’s text), the rest kept as text', () => {
    const card = sanitizeBlock({
      ...flashcards(),
      data: { layout: 'grid', items: [{ id: 'c1', title: '<b>CO₂</b>', body: DIRTY }] },
    } as Block);
    expect((card.data as { items: unknown[] }).items).toEqual([{ id: 'c1', title: '<b>CO₂</b>', body: '<p>Hi</p>' }]);
    const steps = sanitizeBlock({
      ...process(),
      data: { intro: DIRTY, items: [{ id: 's1', title: 'Go', body: DIRTY }], summary: DIRTY },
    } as Block);
    expect(steps.data).toEqual({
      intro: '<p>Hi</p>',
      items: [{ id: 's1', title: 'Go', body: '<p>Hi</p>' }],
      summary: '<p>Hi</p>',
    });
    const events = sanitizeBlock({
      ...timeline(),
      data: { items: [{ id: 'e1', date: '<i>1969</i>', title: 'Moon', body: DIRTY }] },
    } as Block);
    expect((events.data as { items: unknown[] }).items).toEqual([
      { id: 'e1', date: '<i>1969</i>', title: 'Moon', body: '<p>Hi</p>' },
    ]);
  });

  it('each text is a translation segment by part id, named for translators', () => {
    expect(segmentsOfBlock(flashcards())).toEqual([
      { id: 'fc.item.c1.title', field: 'cardFront', kind: 'text', index: 1 },
      { id: 'fc.item.c1.body', field: 'cardBack', kind: 'html', index: 1 },
      { id: 'fc.item.c2.title', field: 'cardFront', kind: 'text', index: 2 },
      { id: 'fc.item.c2.body', field: 'cardBack', kind: 'html', index: 2 },
    ]);
    expect(segmentsOfBlock(process())).toEqual([
      { id: 'pr.intro', field: 'intro', kind: 'html', index: undefined },
      { id: 'pr.item.s1.title', field: 'itemTitle', kind: 'text', index: 1 },
      { id: 'pr.item.s1.body', field: 'itemText', kind: 'html', index: 1 },
      { id: 'pr.summary', field: 'summary', kind: 'html', index: undefined },
    ]);
    expect(segmentsOfBlock(timeline())).toEqual([
      { id: 'tl.item.e1.date', field: 'eventDate', kind: 'text', index: 1 },
      { id: 'tl.item.e1.title', field: 'itemTitle', kind: 'text', index: 1 },
      { id: 'tl.item.e1.body', field: 'itemText', kind: 'html', index: 1 },
    ]);
    expect([fieldName({ field: 'cardBack', index: 2 }), fieldName({ field: 'eventDate', index: 1 })]).toEqual([
      'Card back 2',
      'Event date 1',
    ]);
    const es = translateContent(
      contentWith(flashcards(), process(), timeline()),
      (id) =>
        ({ 'fc.item.c2.title': 'Agua', 'pr.summary': '<p>Espere fuera.</p>', 'tl.item.e1.date': '1969 d. C.' })[id],
    );
    expect((es.blocks.fc!.data as { items: { title: string }[] }).items.map((c) => c.title)).toEqual(['CO₂', 'Agua']);
    expect((es.blocks.pr!.data as { summary: string }).summary).toBe('<p>Espere fuera.</p>');
    expect((es.blocks.tl!.data as { items: { date: string }[] }).items[0]!.date).toBe('1969 d. C.');
  });

  it('their words are the assistant’s reading; cards and steps are explored, a timeline is seen like text', async () => {
    expect(blockText(timeline())).toBe('1969 Moon landing Apollo 11.');
    const view = await learnerView(contentWith(flashcards(), process(), timeline()));
    expect(view.explored).toEqual(['fc', 'pr']);
    expect(view.seenKindBlocks).toEqual(['tl']);
  });
});
