import type { Bucket, MetricsReport, Points, SeriesName } from '../../api/metrics';

/** Distinct at a glance and for most kinds of colour blindness, each dark enough against white (3:1 or more). */
const PALETTE = ['#2563eb', '#c2410c', '#047857', '#7c3aed', '#be185d', '#0e7490', '#4d7c0f', '#475569'];

type Series = { key: string; label: string; color: string };
/** A chart: its series drawn as bars (counts) or lines (a mean, which may be missing). */
export type ChartSpec = {
  id: string;
  title: string;
  description: string;
  kind: 'bar' | 'line';
  /** Bars stacked (parts of a whole) or side by side. */
  stacked?: boolean;
  unit?: string;
  series: Series[];
};
/** One period of a chart: its label and each series' value (null: no value, as a mean of nothing). */
export type ChartRow = { period: string; label: string } & Record<string, string | number | null>;

const named = (pairs: [SeriesName, string][]): Series[] =>
  pairs.map(([key, label], i) => ({ key, label, color: PALETTE[i % PALETTE.length]! }));

const AI_CALL_LABELS: Record<string, string> = {
  outline: 'Outlines',
  questions: 'Questions',
  trivia: 'Facts',
  rewrite: 'Rewrites',
  labels: 'Labels',
  'feedback-by-result': 'Result feedback',
  'feedback-by-choices': 'Option feedback',
  'speech-to-text': 'Dictation',
};

export function chartsOf(report: MetricsReport): ChartSpec[] {
  return [
    {
      id: 'modules',
      title: 'Modules',
      description: 'Modules created, edited (each counted once per period) and published.',
      kind: 'bar',
      series: named([
        ['modulesCreated', 'Created'],
        ['modulesEdited', 'Edited'],
        ['modulesPublished', 'Published'],
      ]),
    },
    {
      id: 'authors',
      title: 'Active authors',
      description: 'People who changed at least one module in the period.',
      kind: 'bar',
      series: named([['activeAuthors', 'Active authors']]),
    },
    {
      id: 'comments',
      title: 'Comments',
      description: 'Comment threads opened and resolved.',
      kind: 'bar',
      series: named([
        ['commentsCreated', 'Opened'],
        ['commentsResolved', 'Resolved'],
      ]),
    },
    {
      id: 'resolution',
      title: 'Time to resolve a comment',
      description: 'The mean time from a thread’s opening to its resolution, in hours; blank where none was resolved.',
      kind: 'line',
      unit: 'h',
      series: named([['meanResolutionHours', 'Mean hours to resolve']]),
    },
    {
      id: 'learners',
      title: 'Learners',
      description:
        'Views of published modules (a viewer counted once per half hour), share-link and dispatch sessions.',
      kind: 'bar',
      series: named([
        ['learnerViews', 'Learner views'],
        ['shareSessions', 'Share-link sessions'],
        ['dispatchSessions', 'Dispatch sessions'],
      ]),
    },
    {
      id: 'ai',
      title: 'AI usage by call',
      description: 'Calls to the assistant, by what was asked of it.',
      kind: 'bar',
      stacked: true,
      // Only the calls made in the period: eight series of zeros would bury the few that matter.
      series: Object.keys(report.series.aiCalls)
        .filter((call) => report.series.aiCalls[call]?.some((p) => (p.value ?? 0) > 0))
        .map((call, i) => ({
          key: `ai:${call}`,
          label: AI_CALL_LABELS[call] ?? call,
          color: PALETTE[i % PALETTE.length]!,
        })),
    },
  ];
}

const pointsOf = (report: MetricsReport, key: string): Points =>
  key.startsWith('ai:') ? (report.series.aiCalls[key.slice(3)] ?? []) : report.series[key as SeriesName];

const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A period as people read it: "3 Nov 2026", or "Week of 2 Nov 2026" (ISO weeks are named by their Monday). */
export const periodLabel = (period: string, bucket: Bucket, short = false) => {
  const day = (short ? shortDay : longDay).format(new Date(`${period}T00:00:00Z`));
  return bucket === 'week' && !short ? `Week of ${day}` : day;
};

/** The chart's rows, one per period, every series' value side by side. */
export function rowsOf(report: MetricsReport, chart: ChartSpec): ChartRow[] {
  const columns = chart.series.map((s) => pointsOf(report, s.key));
  return (columns[0] ?? []).map((point, i) => {
    const row: ChartRow = { period: point.period, label: periodLabel(point.period, report.bucket) };
    chart.series.forEach((s, j) => {
      row[s.key] = columns[j]?.[i]?.value ?? null;
    });
    return row;
  });
}

/** Whether anything happened in the chart's periods: a count above zero, or any mean at all (a mean of nothing is null). */
export const hasActivity = (rows: ChartRow[], chart: ChartSpec) =>
  rows.some((row) =>
    chart.series.some((s) => typeof row[s.key] === 'number' && (chart.kind === 'line' || (row[s.key] as number) > 0)),
  );

/** A time in hours as people say it: "under a minute", "25 min", "3.5 h". */
export function hoursLabel(hours: number): string {
  const minutes = Math.round(hours * 60);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.round(hours * 10) / 10} h`;
}
