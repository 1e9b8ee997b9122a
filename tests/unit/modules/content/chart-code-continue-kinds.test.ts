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

const chart = {
  id: 'ch',
  type: 'ChartBlockComponent',
  title: '',
  data: {
    chart: 'bar',
    title: 'Minutes to leave',
    units: 'minutes',
    labelHeading: 'Drill',
    series: [
      { id: 's1', name: 'First floor' },
      { id: 's2', name: 'Second floor' },
    ],
    rows: [
      { id: 'r1', label: 'March', values: [4, 6] },
      { id: 'r2', label: 'June', values: [3.5, null] },
    ],
  },
};
const code = {
  id: 'co',
  type: 'CodeBlockComponent',
  title: '',
  data: { language: 'python', code: 'print("<b>exit</b>")', caption: 'Say where the exit is' },
};
const gate = { id: 'go', type: 'ContinueBlockComponent', title: '', data: { label: 'On to the drill' } };
const ALL = [chart, code, gate] as Block[];

const contentWith = (blocks: Block[]) => ({
  ...emptyContent('Fire', ''),
  pages: [{ id: 'pg', sectionIds: ['s1'] }],
  sections: { s1: { id: 's1', pageId: 'pg', sizes: 'co-12', blockIds: blocks.map((b) => b.id) } },
  blocks: Object.fromEntries(blocks.map((b) => [b.id, b])),
});
const valid = (block: object) => blockSchema.safeParse(block).success;
const withData = (block: { data: object }, data: object) => ({ ...block, data: { ...block.data, ...data } });
const rows = (count: number, values: (number | null)[]) =>
  Array.from({ length: count }, (_, i) => ({ id: `r${i}`, label: '', values }));
const series = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `s${i}`, name: '' }));

describe('chart, code snippet and Continue kinds', () => {
  it('a new one has its default title and passes its own schema, as do filled ones', () => {
    for (const [type, title] of [
      ['ChartBlockComponent', 'Chart'],
      ['CodeBlockComponent', 'Code snippet'],
      ['ContinueBlockComponent', 'Continue'],
    ] as const) {
      const block = newBlock(type, ids(type));
      expect(block.title).toBe(title);
      expect(valid(block)).toBe(true);
    }
    expect(newBlock('ChartBlockComponent', ids('c')).data).toMatchObject({
      chart: 'bar',
      series: [{ name: '' }],
      rows: [{ values: [null] }, { values: [null] }, { values: [null] }],
    });
    for (const block of ALL) expect(valid(block)).toBe(true);
  });

  it('a chart holds up to 12 rows and 4 series, a value (or none) for each series in each row, and numbers only', () => {
    expect(valid(withData(chart, { series: series(4), rows: rows(12, [1, null, -2.5, 0]) }))).toBe(true);
    expect(valid(withData(chart, { series: series(4), rows: rows(13, [1, 2, 3, 4]) }))).toBe(false);
    expect(valid(withData(chart, { series: series(5), rows: rows(1, [1, 2, 3, 4, 5]) }))).toBe(false);
    expect(valid(withData(chart, { series: [], rows: rows(1, []) }))).toBe(false);
    expect(valid(withData(chart, { rows: [] }))).toBe(false);
    expect(valid(withData(chart, { series: series(2), rows: rows(2, [1]) }))).toBe(false);
    expect(valid(withData(chart, { series: series(1), rows: [{ id: 'r', label: '', values: ['3'] }] }))).toBe(false);
    expect(valid(withData(chart, { chart: 'donut' }))).toBe(false);
    expect(valid(withData(chart, { units: 'x'.repeat(41) }))).toBe(false);
  });

  it('a snippet is in one of the languages offered and holds up to 20,000 characters; a Continue label up to 100', () => {
    expect(valid(withData(code, { language: 'cobol' }))).toBe(false);
    expect(valid(withData(code, { code: 'x'.repeat(20_001) }))).toBe(false);
    expect(valid(withData(code, { language: 'plaintext', code: '' }))).toBe(true);
    expect(valid(withData(gate, { label: 'x'.repeat(101) }))).toBe(false);
  });

  it('their words are translated by stable keys, named for the translator; the code itself never is', () => {
    const content = contentWith(ALL);
    const segments = segmentsOf(content).filter((s) => ALL.some((b) => b.id === s.blockId));
    expect(
      segments.map(({ id, field }) => ({ id, field, name: fieldName(segments.find((s) => s.id === id)!) })),
    ).toEqual([
      { id: 'ch.title', field: 'chartTitle', name: 'Chart title' },
      { id: 'ch.units', field: 'chartUnits', name: 'Chart units' },
      { id: 'ch.labelHeading', field: 'chartLabelHeading', name: 'Chart labels heading' },
      { id: 'ch.series.s1.name', field: 'chartSeries', name: 'Chart series 1' },
      { id: 'ch.series.s2.name', field: 'chartSeries', name: 'Chart series 2' },
      { id: 'ch.row.r1.label', field: 'chartLabel', name: 'Chart label 1' },
      { id: 'ch.row.r2.label', field: 'chartLabel', name: 'Chart label 2' },
      { id: 'co.caption', field: 'codeCaption', name: 'Code caption' },
      { id: 'go.label', field: 'continueLabel', name: 'Continue button' },
    ]);
    const es = translateContent(
      content,
      (id) =>
        ({
          'ch.title': 'Minutos para salir',
          'ch.row.r2.label': 'Junio',
          'ch.series.s1.name': 'Primera planta',
          'co.caption': 'Di dónde está la salida',
          'go.label': 'Al simulacro',
        })[id],
    );
    expect(es.blocks.ch!.data).toEqual({
      ...chart.data,
      title: 'Minutos para salir',
      series: [{ id: 's1', name: 'Primera planta' }, chart.data.series[1]],
      rows: [chart.data.rows[0], { ...chart.data.rows[1], label: 'Junio' }],
    });
    expect(es.blocks.co!.data).toEqual({ ...code.data, caption: 'Di dónde está la salida' });
    expect(es.blocks.go!.data).toEqual({ label: 'Al simulacro' });
  });

  it('keeps code as typed when sanitising (React escapes it, highlight.js too), and the assistant reads the chart’s words', () => {
    expect(sanitizeBlock(code as Block)).toEqual(code);
    expect(blockText(chart as Block)).toBe('Minutes to leave minutes Drill First floor Second floor March June');
  });

  it('learners finish a chart and a snippet by seeing them; a Continue block is nothing to finish', async () => {
    const view = await learnerView(contentWith(ALL));
    expect(view.seenKindBlocks).toEqual(['ch', 'co']);
    expect(view.explored).toBeUndefined();
  });
});
