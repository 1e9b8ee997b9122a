import { AI_CALLS, type AiCall } from '../ai';
import { DISTINCT_SETS, type DailyFigure, type DistinctMetric } from './read-models/metrics-daily-queries';
import { periodOf, periodsOf } from './periods';
import type { MetricsQuery } from './requests';

/** The counters summed per period; modulesEdited and activeAuthors are distinct per period instead (see distinctFigures). */
const SUMMED = [
  'modulesCreated',
  'edits',
  'modulesPublished',
  'commentsCreated',
  'commentsResolved',
  'learnerViews',
  'shareSessions',
  'dispatchSessions',
  'dispatchNewLearners',
] as const;
type Summed = (typeof SUMMED)[number];

export type Point = { period: string; value: number | null };
type Distinct = {
  perPeriod: { period: string; metric: DistinctMetric; value: number }[];
  total: { metric: DistinctMetric; value: number }[];
};

/** Object.fromEntries that keeps its keys' type. */
const byKey = <K extends string, V>(keys: readonly K[], value: (key: K) => V) =>
  Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, V>;

const hours = (seconds: number, count: number) => (count ? Math.round((seconds / count / 3600) * 100) / 100 : null);

/**
 * The report of GET /api/admin/metrics: one point per period for every series, zero where nothing
 * happened; the mean resolution time is null where nothing was resolved (no mean of nothing).
 */
export function metricsReport(query: MetricsQuery, daily: DailyFigure[], distinct: Distinct) {
  const { from, to, bucket } = query;
  const periods = periodsOf(from, to, bucket);
  const byMetric = new Map<string, Map<string, number>>();
  const put = (metric: string, period: string, value: number) => {
    const values = byMetric.get(metric) ?? new Map<string, number>();
    values.set(period, (values.get(period) ?? 0) + value);
    byMetric.set(metric, values);
  };
  for (const f of daily) if (!(f.metric in DISTINCT_SETS)) put(f.metric, periodOf(f.day, bucket), f.value);
  for (const f of distinct.perPeriod) put(f.metric, f.period, f.value);
  const at = (metric: string, period: string) => byMetric.get(metric)?.get(period) ?? 0;
  const total = (metric: string) => periods.reduce((sum, p) => sum + at(metric, p), 0);
  const series = (metric: string): Point[] => periods.map((period) => ({ period, value: at(metric, period) }));
  const distinctTotal = (metric: DistinctMetric) => distinct.total.find((t) => t.metric === metric)?.value ?? 0;

  return {
    from,
    to,
    bucket,
    series: {
      ...byKey<Summed, Point[]>(SUMMED, series),
      modulesEdited: series('modulesEdited'),
      activeAuthors: series('activeAuthors'),
      meanResolutionHours: periods.map((period) => ({
        period,
        value: hours(at('resolutionSeconds', period), at('commentsResolved', period)),
      })),
      aiCalls: byKey<AiCall, Point[]>(AI_CALLS, (call) => series(`ai:${call}`)),
    },
    totals: {
      ...byKey<Summed, number>(SUMMED, total),
      modulesEdited: distinctTotal('modulesEdited'),
      activeAuthors: distinctTotal('activeAuthors'),
      meanResolutionHours: hours(total('resolutionSeconds'), total('commentsResolved')),
      aiCalls: byKey<AiCall, number>(AI_CALLS, (call) => total(`ai:${call}`)),
    },
  };
}
export type MetricsReport = ReturnType<typeof metricsReport>;

/** The report as CSV: one row per period, one column per series (AI calls as aiCalls.<call>); an empty cell is no mean. */
export function reportCsv(report: MetricsReport): string {
  const { aiCalls, ...plain } = report.series;
  const columns: [string, Point[]][] = [
    ...Object.entries(plain as Record<string, Point[]>),
    ...Object.entries(aiCalls).map(([call, points]): [string, Point[]] => [`aiCalls.${call}`, points]),
  ];
  const header = ['period', ...columns.map(([name]) => name)].join(',');
  const rows = (columns[0]?.[1] ?? []).map((point, i) =>
    [point.period, ...columns.map(([, points]) => points[i]?.value ?? '')].join(','),
  );
  return `${[header, ...rows].join('\r\n')}\r\n`;
}
