import type { ChartRow, ChartSpec } from './charts';

/** A cell as CSV wants it: quoted when it holds a comma, a quote or a line break; empty for no value. */
const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** One chart's figures as CSV: a row per period (as YYYY-MM-DD), a column per series, named as on screen. */
export function chartCsv(chart: ChartSpec, rows: ChartRow[]): string {
  const lines = [
    ['period', ...chart.series.map((s) => s.label)],
    ...rows.map((row) => [row.period, ...chart.series.map((s) => row[s.key] ?? null)]),
  ];
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
