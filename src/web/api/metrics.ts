import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';

export type Bucket = 'day' | 'week';
export type MetricsRange = { from: string; to: string; bucket: Bucket };

const points = z.array(z.object({ period: z.string(), value: z.nullable(z.number()) }));
export type Points = z.infer<typeof points>;

const counted = {
  modulesCreated: points,
  modulesEdited: points,
  edits: points,
  modulesPublished: points,
  activeAuthors: points,
  commentsCreated: points,
  commentsResolved: points,
  meanResolutionHours: points,
  learnerViews: points,
  shareSessions: points,
  dispatchSessions: points,
  dispatchNewLearners: points,
};
export type SeriesName = keyof typeof counted;

const report = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['day', 'week']),
  series: z.object({ ...counted, aiCalls: z.record(z.string(), points) }),
  totals: z.object({
    ...(Object.fromEntries(Object.keys(counted).map((k) => [k, z.number()])) as Record<SeriesName, z.ZodMiniNumber>),
    meanResolutionHours: z.nullable(z.number()),
    aiCalls: z.record(z.string(), z.number()),
  }),
});
export type MetricsReport = z.infer<typeof report>;

const translationRow = z.object({
  courseId: z.string(),
  title: z.string(),
  languages: z.array(z.string()),
  reviewedLanguages: z.array(z.string()),
  segments: z.number(),
  translated: z.number(),
  human: z.number(),
  machine: z.number(),
  outdated: z.number(),
  updatedAt: z.string(),
});
export type ModuleTranslation = z.infer<typeof translationRow>;

const transcriptionRow = z.object({
  courseId: z.string(),
  title: z.string(),
  jobs: z.number(),
  completed: z.number(),
  failed: z.number(),
  languages: z.array(z.string()),
  mediaSeconds: z.number(),
  workSeconds: z.number(),
  lastRequestedAt: z.nullable(z.string()),
});
export type ModuleTranscription = z.infer<typeof transcriptionRow>;

const page = <T extends z.ZodMiniType>(row: T, key: 'data' | 'items') =>
  z.pipe(
    z.object({ [key]: z.array(row), total: z.number() }),
    z.transform((p) => ({ rows: p[key] as z.infer<T>[], total: p.total as number })),
  );

const rangeSearch = ({ from, to, bucket }: MetricsRange) => new URLSearchParams({ from, to, bucket }).toString();
const pageSearch = (pageNum: number, pageSize: number) =>
  new URLSearchParams({ pageNum: String(pageNum), pageSize: String(pageSize), per: 'module' }).toString();

/** GET /api/admin/metrics/export.csv: the whole report, one row per period (fetched with the session's token). */
export const metricsCsvUrl = (range: MetricsRange) => `/api/admin/metrics/export.csv?${rangeSearch(range)}`;

export const metricsQueries = {
  /** GET /api/admin/metrics: every series, one point per day or ISO week, with totals. */
  report: (range: MetricsRange) =>
    queryOptions({
      queryKey: ['metrics', 'report', range] as const,
      queryFn: ({ signal }) => request(`/admin/metrics?${rangeSearch(range)}`, report, { signal }),
    }),
  /** SPEC §7 GET /courses/translation-metrics, a row per module. */
  translations: (pageNum: number, pageSize: number) =>
    queryOptions({
      queryKey: ['metrics', 'translations', pageNum, pageSize] as const,
      queryFn: ({ signal }) =>
        request(`/courses/translation-metrics?${pageSearch(pageNum, pageSize)}`, page(translationRow, 'data'), {
          signal,
        }),
    }),
  /** SPEC §7 GET /courses/transcribe-metrics, a row per module. */
  transcriptions: (pageNum: number, pageSize: number) =>
    queryOptions({
      queryKey: ['metrics', 'transcriptions', pageNum, pageSize] as const,
      queryFn: ({ signal }) =>
        request(`/courses/transcribe-metrics?${pageSearch(pageNum, pageSize)}`, page(transcriptionRow, 'items'), {
          signal,
        }),
    }),
};
