import type { Db } from '../../../platform/db/database';
import type { ColumnSpecs, TablesOf } from '../../../platform/db/columns';

/** The ai module's tables, as their migrations make them (ai-usage.ts). */
export const aiColumns = {
  ai_usage_daily: {
    org_id: 'text',
    user_id: 'text',
    day: 'text',
    calls: 'integer',
    failed: 'integer',
    units: 'bigint',
  },
} as const satisfies Record<string, ColumnSpecs>;

export type AiTables = TablesOf<typeof aiColumns>;

/** The handle with the ai tables typed: for this module's simple reads. */
export const aiTables = (db: Db) => db.withTables<AiTables>();
