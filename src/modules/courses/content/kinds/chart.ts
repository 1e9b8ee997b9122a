import * as z from 'zod/mini';
import { defineBlockKind, type KindText, type KindTextField } from './kind';

export const CHART_TYPES = ['bar', 'line', 'pie'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const MAX_CHART_ROWS = 12;
export const MAX_CHART_SERIES = 4;

const partId = z.string().check(z.minLength(1), z.maxLength(16));
const series = z.object({ id: partId, name: z.string().check(z.maxLength(100)) });
/** A row's label and its value in each series, in the series' order (null: left empty). */
const row = z.object({
  id: partId,
  label: z.string().check(z.maxLength(100)),
  values: z.array(z.nullable(z.number())).check(z.maxLength(MAX_CHART_SERIES)),
});
export type ChartSeries = z.infer<typeof series>;
export type ChartRow = z.infer<typeof row>;

const data = z
  .object({
    chart: z.enum(CHART_TYPES),
    title: z.string().check(z.maxLength(200)),
    /** What the numbers count ("%", "hours"), said beside them. */
    units: z.string().check(z.maxLength(40)),
    /** The heading of the labels' column ("Year"). */
    labelHeading: z.string().check(z.maxLength(100)),
    series: z.array(series).check(z.minLength(1), z.maxLength(MAX_CHART_SERIES)),
    rows: z.array(row).check(z.minLength(1), z.maxLength(MAX_CHART_ROWS)),
  })
  .check(
    z.refine((d) => d.rows.every((r) => r.values.length === d.series.length), 'every row needs one value per series'),
  );
type ChartData = z.infer<typeof data>;

/** A text of the chart itself (its title, units, labels' heading). */
const own = (d: ChartData, key: 'title' | 'units' | 'labelHeading', field: KindTextField): KindText<ChartData> => ({
  key,
  field,
  kind: 'text',
  source: d[key],
  set: (next, text) => ({ ...next, [key]: text }),
});

/** A bar, line or pie chart of a small table the author types in; seen, like a text block. */
export const chart = defineBlockKind({
  type: 'ChartBlockComponent',
  title: 'Chart',
  data,
  empty: (newId) => {
    const first = newId();
    return {
      chart: 'bar' as const,
      title: '',
      units: '',
      labelHeading: '',
      series: [{ id: first, name: '' }],
      rows: [newId(), newId(), newId()].map((id) => ({ id, label: '', values: [null] })),
    };
  },
  texts: (d) => [
    own(d, 'title', 'chartTitle'),
    own(d, 'units', 'chartUnits'),
    own(d, 'labelHeading', 'chartLabelHeading'),
    ...d.series.map(
      (s, i): KindText<ChartData> => ({
        key: `series.${s.id}.name`,
        field: 'chartSeries',
        index: i + 1,
        kind: 'text',
        source: s.name,
        set: (next, name) => ({ ...next, series: next.series.map((it) => (it.id === s.id ? { ...it, name } : it)) }),
      }),
    ),
    ...d.rows.map(
      (r, i): KindText<ChartData> => ({
        key: `row.${r.id}.label`,
        field: 'chartLabel',
        index: i + 1,
        kind: 'text',
        source: r.label,
        set: (next, label) => ({ ...next, rows: next.rows.map((it) => (it.id === r.id ? { ...it, label } : it)) }),
      }),
    ),
  ],
  completion: 'seen',
});
