import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { metricsTables } from './tables';

export const METRICS_DAILY = 'metrics_daily';

/** The daily counters; `ai:<call>` counts the assistant's calls of that kind. */
export const DAILY_METRICS = [
  'modulesCreated',
  'modulesEdited',
  'edits',
  'modulesPublished',
  'activeAuthors',
  'commentsCreated',
  'commentsResolved',
  'resolutionSeconds',
  'learnerViews',
  'shareSessions',
  'dispatchSessions',
  'dispatchNewLearners',
] as const;
export type Metric = (typeof DAILY_METRICS)[number] | `ai:${string}`;

export type DailyFigure = { day: string; metric: string; value: number };

/** An organisation's counters for the days from `from` to `to` (YYYY-MM-DD, both included); days with nothing have no rows. */
export async function dailyFigures(db: Db, orgId: string, from: string, to: string): Promise<DailyFigure[]> {
  const rows = await metricsTables(db)
    .selectFrom('metrics_daily')
    .select(['day', 'metric', 'value'])
    .where('org_id', '=', orgId)
    .where((eb) => eb.between('day', from, to))
    .execute();
  return rows.map((r) => ({ day: r.day, metric: r.metric, value: Number(r.value) }));
}

/** Sets of distinct members per day, and the figure each gives. */
export const DISTINCT_SETS = { modulesEdited: 'modules', activeAuthors: 'people' } as const;
export type DistinctMetric = keyof typeof DISTINCT_SETS;

/**
 * Distinct modules edited and distinct active authors per period (a day, or an ISO week named by
 * its Monday) and over the whole range: a person active on two days of a week is one that week.
 */
export async function distinctFigures(db: Db, orgId: string, from: string, to: string, bucket: 'day' | 'week') {
  const period = bucket === 'week' ? sql`to_char(date_trunc('week', day::date), 'YYYY-MM-DD')` : sql`day`;
  const where = sql`org_id = ${orgId} AND day BETWEEN ${from} AND ${to} AND set_name IN ('modules', 'people')`;
  const [perPeriod, total] = await Promise.all([
    sql<{ period: string; set_name: string; value: string | number }>`
      SELECT ${period} AS period, set_name, count(DISTINCT member) AS value FROM metrics_daily_members
      WHERE ${where} GROUP BY 1, 2`.execute(db),
    sql<{ set_name: string; value: string | number }>`
      SELECT set_name, count(DISTINCT member) AS value FROM metrics_daily_members WHERE ${where} GROUP BY 1`.execute(
      db,
    ),
  ]);
  const metricOf = (set: string) =>
    (Object.keys(DISTINCT_SETS) as DistinctMetric[]).find((m) => DISTINCT_SETS[m] === set)!;
  return {
    perPeriod: perPeriod.rows.map((r) => ({ period: r.period, metric: metricOf(r.set_name), value: Number(r.value) })),
    total: total.rows.map((r) => ({ metric: metricOf(r.set_name), value: Number(r.value) })),
  };
}

/** True when this viewer's view of the module was counted less than `minutes` ago (a reload need not be recorded again). */
export async function viewedWithin(db: Db, courseId: string, viewer: string, minutes: number): Promise<boolean> {
  const row = await metricsTables(db)
    .selectFrom('metrics_view_marks')
    .select('course_id')
    .where('course_id', '=', courseId)
    .where('viewer', '=', viewer)
    .where('counted_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .executeTakeFirst();
  return row !== undefined;
}
