import { describe, expect, it } from 'vitest';
import { type Block, blockSchema } from '../../../../src/modules/courses/content/blocks';
import { emptyContent } from '../../../../src/modules/courses/content/content';
import { learnerView } from '../../../../src/modules/courses/content/learner-view';
import { newBlock } from '../../../../src/modules/courses/content/new-block';
import { blockText } from '../../../../src/modules/courses/content/plain-text';
import { sanitizeBlock } from '../../../../src/modules/courses/content/sanitize';
import { segmentsOf, translateContent } from '../../../../src/modules/courses/translation/segments';
import { fieldName } from '../../../../src/modules/courses/translation/field-labels';
import type { LearnerModule } from '../../../../src/modules/delivery/learner-module';
import { outcomeOf } from '../../../../src/modules/delivery/learner-outcome';
import { emptyState, learnerReducer } from '../../../../src/modules/delivery/learner-state';
import { DEFAULT_THEME } from '../../../../src/modules/themes/shared';

let n = 0;
const ids = (blockId: string) => ({ blockId, newId: () => `id${++n}` });
const PRESENTATION = [
  ['StatementBlockComponent', 'Statement'],
  ['QuoteBlockComponent', 'Quote'],
  ['ListBlockComponent', 'List'],
  ['DividerBlockComponent', 'Divider'],
  ['ButtonsBlockComponent', 'Buttons'],
] as const;

const statement = {
  id: 'st',
  type: 'StatementBlockComponent',
  title: '',
  data: { text: 'Never the lift.', style: 'note' },
};
const quote = { id: 'qu', type: 'QuoteBlockComponent', title: '', data: { quote: 'Act first.', source: 'Sam' } };
const list = {
  id: 'li',
  type: 'ListBlockComponent',
  title: '',
  data: {
    style: 'checkbox',
    items: [
      { id: 'a', text: 'Alarm' },
      { id: 'b', text: 'Stairs' },
    ],
  },
};
const divider = { id: 'dv', type: 'DividerBlockComponent', title: '', data: { style: 'dots' } };
const buttons = {
  id: 'bt',
  type: 'ButtonsBlockComponent',
  title: '',
  data: {
    buttons: [
      { id: 'web', label: 'Guide', to: 'link', url: 'https://example.org/fire', blockId: '' },
      { id: 'back', label: 'Back to the list', to: 'block', url: '', blockId: 'li' },
    ],
  },
};
const ALL = [statement, quote, list, divider, buttons] as Block[];

const contentWith = (blocks: Block[]) => ({
  ...emptyContent('Fire', ''),
  pages: [{ id: 'pg', sectionIds: ['s1'] }],
  sections: { s1: { id: 's1', pageId: 'pg', sizes: 'co-12', blockIds: blocks.map((b) => b.id) } },
  blocks: Object.fromEntries(blocks.map((b) => [b.id, b])),
});
const valid = (block: object) => blockSchema.safeParse(block).success;
const withData = (block: { data: object }, data: object) => ({ ...block, data: { ...block.data, ...data } });

describe('presentation kinds (statement, quote, list, divider, buttons)', () => {
  it('a new one has its default title and passes its own schema, as do filled ones', () => {
    for (const [type, title] of PRESENTATION) {
      const block = newBlock(type, ids(type));
      expect(block.title).toBe(title);
      expect(valid(block)).toBe(true);
    }
    for (const block of ALL) expect(valid(block)).toBe(true);
  });

  it('refuses what it cannot hold: an unknown style, too long a text, no items or too many', () => {
    expect(valid(withData(statement, { style: 'shouting' }))).toBe(false);
    expect(valid(withData(statement, { text: 'x'.repeat(1001) }))).toBe(false);
    expect(valid(withData(quote, { source: 'x'.repeat(301) }))).toBe(false);
    expect(valid(withData(list, { items: [] }))).toBe(false);
    expect(valid(withData(list, { items: Array.from({ length: 51 }, (_, i) => ({ id: `i${i}`, text: '' })) }))).toBe(
      false,
    );
    expect(valid(withData(divider, { style: 'wavy' }))).toBe(false);
    const button = buttons.data.buttons[0]!;
    expect(valid(withData(buttons, { buttons: [] }))).toBe(false);
    expect(
      valid(withData(buttons, { buttons: Array.from({ length: 11 }, (_, i) => ({ ...button, id: `b${i}` })) })),
    ).toBe(false);
  });

  it('links only to https pages (or none yet), as the embed block does', () => {
    const linking = (url: string) => valid(withData(buttons, { buttons: [{ ...buttons.data.buttons[0]!, url }] }));
    expect(linking('https://example.org/a?b=c')).toBe(true);
    expect(linking('')).toBe(true);
    for (const url of [
      'http://example.org',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://a b',
      `https://${'a'.repeat(2000)}`,
    ])
      expect(linking(url)).toBe(false);
  });

  it('its words are translated by stable keys, named for the translator', () => {
    const content = contentWith(ALL);
    const segments = segmentsOf(content).filter((s) => s.blockId !== undefined && ALL.some((b) => b.id === s.blockId));
    expect(
      segments.map(({ id, field, kind }) => ({ id, field, kind, name: fieldName(segments.find((s) => s.id === id)!) })),
    ).toEqual([
      { id: 'st.text', field: 'statementText', kind: 'text', name: 'Statement' },
      { id: 'qu.quote', field: 'quoteText', kind: 'text', name: 'Quote' },
      { id: 'qu.source', field: 'quoteSource', kind: 'text', name: 'Who said it' },
      { id: 'li.item.a.text', field: 'listItem', kind: 'text', name: 'List item 1' },
      { id: 'li.item.b.text', field: 'listItem', kind: 'text', name: 'List item 2' },
      { id: 'bt.button.web.label', field: 'buttonLabel', kind: 'text', name: 'Button 1' },
      { id: 'bt.button.back.label', field: 'buttonLabel', kind: 'text', name: 'Button 2' },
    ]);
    const es = translateContent(
      content,
      (id) => ({ 'li.item.b.text': 'Escaleras', 'bt.button.web.label': 'Guía', 'qu.source': 'Sam R.' })[id],
    );
    expect((es.blocks.li!.data as typeof list.data).items.map((i) => i.text)).toEqual(['Alarm', 'Escaleras']);
    expect((es.blocks.bt!.data as typeof buttons.data).buttons.map((b) => [b.label, b.url])).toEqual([
      ['Guía', 'https://example.org/fire'],
      ['Back to the list', ''],
    ]);
    expect((es.blocks.qu!.data as typeof quote.data).source).toBe('Sam R.');
  });

  it('keeps its plain texts as text when sanitising (React escapes them), and the assistant reads them', () => {
    const marked = withData(quote, { quote: '<b>Act</b> <script>x()</script>' }) as Block;
    expect(sanitizeBlock(marked)).toEqual(marked);
    expect(blockText(list as Block)).toBe('Alarm Stairs');
    expect(blockText(buttons as Block)).toBe('Guide Back to the list');
  });

  it('learners finish them by seeing them, as text blocks, when the module tracks those; a divider is nothing to finish', async () => {
    const view = await learnerView(contentWith(ALL));
    expect(view.seenKindBlocks).toEqual(['st', 'qu', 'li', 'bt']);
    const module: LearnerModule = {
      ...view,
      id: 'c',
      revision: 1,
      publishedAt: '',
      language: 'en',
      untranslated: [],
      languages: [{ code: 'en', dir: 'ltr' }],
      look: DEFAULT_THEME,
      settings: { ...view.settings, trackTextImageBlocks: true },
    };
    expect(outcomeOf(module, emptyState).progress).toBe(0);
    const seen = ['st', 'qu', 'li'].reduce((s, blockId) => learnerReducer(s, { type: 'seen', blockId }), emptyState);
    expect(outcomeOf(module, seen).progress).toBeCloseTo(3 / 4);
    expect(outcomeOf(module, learnerReducer(seen, { type: 'seen', blockId: 'bt' }))).toMatchObject({ completed: true });
    const untracked = { ...module, settings: { ...module.settings, trackTextImageBlocks: false } };
    expect(outcomeOf(untracked, emptyState).completed).toBe(true);
  });
});
