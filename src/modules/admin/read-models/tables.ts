import type { ColumnSpecs, TablesOf } from '../../../platform/db/columns';

/**
 * The admin module's tables, as their migrations make them (audit-log.ts). Its reads stay SQL
 * (filters built per request, a search window in a CTE, positions compared as pairs): they take
 * their row types from here.
 */
export const adminColumns = {
  audit_log: {
    position_commit: 'bigint',
    position_prepare: 'bigint',
    org_id: 'text',
    recorded_at: 'timestamptz',
    actor_id: 'text',
    subject_id: 'text null',
    course_id: 'text null',
    stream_id: 'text',
    revision: 'integer null',
    event_type: 'text',
    kind: 'text',
    summary: 'text',
  },
} as const satisfies Record<string, ColumnSpecs>;

export type AdminTables = TablesOf<typeof adminColumns>;
