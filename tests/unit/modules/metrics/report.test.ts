import { describe, expect, it } from 'vitest';
import { metricsReport, reportCsv } from '../../../../src/modules/metrics/report';

const daily = [
  { day: '2026-11-24', metric: 'edits', value: 2 },
  { day: '2026-11-26', metric: 'edits', value: 3 },
  { day: '2026-12-01', metric: 'commentsResolved', value: 2 },
  { day: '2026-12-01', metric: 'resolutionSeconds', value: 3 * 3600 },
  { day: '2026-12-01', metric: 'ai:outline', value: 4 },
  // Distinct figures come from their own query, never from summing days.
  { day: '2026-11-24', metric: 'activeAuthors', value: 1 },
  { day: '2026-11-26', metric: 'activeAuthors', value: 1 },
];
const distinct = {
  perPeriod: [{ period: '2026-11-23', metric: 'activeAuthors' as const, value: 1 }],
  total: [{ metric: 'activeAuthors' as const, value: 1 }],
};

describe('the metrics report', () => {
  it('sums days into ISO weeks, zero where nothing happened, no mean of nothing', () => {
    const report = metricsReport({ from: '2026-11-24', to: '2026-12-08', bucket: 'week' }, daily, distinct);
    const weeks = ['2026-11-23', '2026-11-30', '2026-12-07'];
    expect(report.series.edits).toEqual([5, 0, 0].map((value, i) => ({ period: weeks[i], value })));
    expect(report.series.activeAuthors.map((p) => p.value)).toEqual([1, 0, 0]);
    expect(report.series.meanResolutionHours.map((p) => p.value)).toEqual([null, 1.5, null]);
    expect(report.series.aiCalls.outline.map((p) => p.value)).toEqual([0, 4, 0]);
    expect(report.series.aiCalls.questions.map((p) => p.value)).toEqual([0, 0, 0]);
    expect(report.totals).toMatchObject({ edits: 5, activeAuthors: 1, meanResolutionHours: 1.5, learnerViews: 0 });
    expect(report.totals.aiCalls).toMatchObject({ outline: 4, questions: 0 });
  });

  it('writes one CSV row per period and one column per series', () => {
    const csv = reportCsv(metricsReport({ from: '2026-12-01', to: '2026-12-02', bucket: 'day' }, daily, distinct));
    const [header, first, second, end] = csv.split('\r\n');
    const columns = header!.split(',');
    expect(columns[0]).toBe('period');
    expect(columns).toEqual(expect.arrayContaining(['edits', 'meanResolutionHours', 'aiCalls.outline']));
    const cell = (row: string, name: string) => row.split(',')[columns.indexOf(name)];
    expect([cell(first!, 'period'), cell(first!, 'meanResolutionHours'), cell(first!, 'aiCalls.outline')]).toEqual([
      '2026-12-01',
      '1.5',
      '4',
    ]);
    expect([cell(second!, 'period'), cell(second!, 'meanResolutionHours'), cell(second!, 'edits')]).toEqual([
      '2026-12-02',
      '',
      '0',
    ]);
    expect(end).toBe('');
  });
});
