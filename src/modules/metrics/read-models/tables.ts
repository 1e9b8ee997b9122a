import type { Db } from '../../../platform/db/database';
import type { ColumnSpecs, TablesOf } from '../../../platform/db/columns';

/** The metrics module's tables, as their migrations make them (metrics-daily.ts). */
export const metricsColumns = {
  metrics_daily: { org_id: 'text', day: 'text', metric: 'text', value: 'bigint' },
  metrics_daily_members: { org_id: 'text', day: 'text', set_name: 'text', member: 'text' },
  metrics_comment_threads: { comment_id: 'text', created_at: 'timestamptz' },
  metrics_view_marks: { course_id: 'text', viewer: 'text', counted_at: 'timestamptz' },
} as const satisfies Record<string, ColumnSpecs>;

export type MetricsTables = TablesOf<typeof metricsColumns>;

/** The handle with the metrics tables typed: for this module's simple reads. */
export const metricsTables = (db: Db) => db.withTables<MetricsTables>();
