import { describe, expect, it } from 'vitest';
import { chartCsv } from '../../../../src/web/admin/metrics/chartCsv';
import { chartsOf, hasActivity, hoursLabel, periodLabel, rowsOf } from '../../../../src/web/admin/metrics/charts';
import { rangeProblem, readRange, writeRange } from '../../../../src/web/admin/metrics/range';
import type { MetricsReport } from '../../../../src/web/api/metrics';

const TODAY = '2026-11-26';
const read = (query: string) => readRange(new URLSearchParams(query), TODAY);

describe('the metrics period in the address', () => {
  it('is the last 30 days by day unless asked otherwise', () => {
    expect(read('')).toEqual({ preset: '30d', from: '2026-10-28', to: TODAY, bucket: 'day' });
  });

  it('follows a preset, counting weeks past two months unless a bucket is asked for', () => {
    expect(read('range=7d')).toMatchObject({ from: '2026-11-20', to: TODAY, bucket: 'day' });
    expect(read('range=90d')).toMatchObject({ from: '2026-08-29', bucket: 'week' });
    expect(read('range=year&bucket=day')).toMatchObject({ from: '2026-01-01', bucket: 'day' });
  });

  it('takes custom dates, and ignores dates that are not, or a range the server would refuse', () => {
    expect(read('from=2026-02-01&to=2026-02-28&bucket=week')).toEqual({
      preset: 'custom',
      from: '2026-02-01',
      to: '2026-02-28',
      bucket: 'week',
    });
    expect(read('from=2026-02-30&to=2026-03-01').preset).toBe('30d');
    expect(read('from=2026-03-01&to=2026-02-01').preset).toBe('30d');
  });

  it('writes a preset by name and a custom range by its dates, so that reading it back gives the same', () => {
    const custom = { preset: 'custom', from: '2026-02-01', to: '2026-02-28', bucket: 'week' } as const;
    expect(writeRange(custom).toString()).toBe('from=2026-02-01&to=2026-02-28&bucket=week');
    expect(read(writeRange(custom).toString())).toEqual(custom);
    expect(writeRange({ ...custom, preset: '7d' }).toString()).toBe('range=7d&bucket=week');
  });

  it('explains a custom range the server would refuse', () => {
    expect(rangeProblem('2026-02-01', '2026-02-01')).toBeNull();
    expect(rangeProblem('2026-02-02', '2026-02-01')).toMatch(/before the start/);
    expect(rangeProblem('2020-01-01', '2026-02-01')).toMatch(/two years/);
    expect(rangeProblem('', '2026-02-01')).toMatch(/both dates/);
  });
});

const points = (...values: (number | null)[]) => values.map((value, i) => ({ period: `2026-11-0${i + 2}`, value }));
const zero = points(0, 0);
const report = {
  from: '2026-11-02',
  to: '2026-11-09',
  bucket: 'week',
  series: {
    modulesCreated: points(2, 0),
    modulesEdited: zero,
    edits: zero,
    modulesPublished: points(1, 1),
    activeAuthors: zero,
    commentsCreated: zero,
    commentsResolved: zero,
    meanResolutionHours: points(null, 1.5),
    learnerViews: points(0, 3),
    shareSessions: zero,
    dispatchSessions: zero,
    dispatchNewLearners: zero,
    aiCalls: { rewrite: zero, 'feedback-by-result': points(0, 4) },
  },
  totals: {} as MetricsReport['totals'],
} satisfies MetricsReport;

describe('the charts of a report', () => {
  const charts = chartsOf(report);
  const chart = (id: string) => charts.find((c) => c.id === id)!;

  it('puts each series of a chart side by side, a row per period, named for people', () => {
    expect(rowsOf(report, chart('modules'))).toEqual([
      { period: '2026-11-02', label: 'Week of 2 Nov 2026', modulesCreated: 2, modulesEdited: 0, modulesPublished: 1 },
      { period: '2026-11-03', label: 'Week of 3 Nov 2026', modulesCreated: 0, modulesEdited: 0, modulesPublished: 1 },
    ]);
    expect(periodLabel('2026-11-02', 'day')).toBe('2 Nov 2026');
    expect(periodLabel('2026-11-02', 'week', true)).toBe('2 Nov');
  });

  it('draws one series per AI call made in the period, stacked, and knows a chart with nothing in it', () => {
    expect(chart('ai').series.map((s) => s.label)).toEqual(['Result feedback']);
    expect(chart('ai').stacked).toBe(true);
    expect(hasActivity(rowsOf(report, chart('ai')), chart('ai'))).toBe(true);
    expect(hasActivity(rowsOf(report, chart('comments')), chart('comments'))).toBe(false);
    // A mean of zero hours is a mean: something was resolved.
    const instant = { ...report, series: { ...report.series, meanResolutionHours: points(null, 0) } };
    expect(hasActivity(rowsOf(instant, chart('resolution')), chart('resolution'))).toBe(true);
  });

  it('says a time in hours as people do', () => {
    expect([hoursLabel(0.001), hoursLabel(0.42), hoursLabel(3.46)]).toEqual(['under a minute', '25 min', '3.5 h']);
  });

  it('gives a chart as CSV: its series named as on screen, a missing mean as an empty cell', () => {
    const resolution = chart('resolution');
    expect(chartCsv(resolution, rowsOf(report, resolution))).toBe(
      'period,Mean hours to resolve\r\n2026-11-02,\r\n2026-11-03,1.5\r\n',
    );
    const learners = chart('learners');
    expect(chartCsv(learners, rowsOf(report, learners)).split('\r\n')[0]).toBe(
      'period,Learner views,Share-link sessions,Dispatch sessions',
    );
  });
});
