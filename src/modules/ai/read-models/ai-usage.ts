import { sql } from 'kysely';
import type { Projection } from '../../../platform/projections/projection';

type Used = { orgId: string; userId: string; units: number; outcome: 'ok' | 'failed'; day: string };

/** Calls to the assistant per user and day (from the `ai-usage-<orgId>` streams): daily limits and the admin's metrics. */
export const aiUsageProjection: Projection = {
  name: 'ai_usage',
  handles: new Set(['AiAssistantUsed']),
  async apply(trx, event) {
    const u = event.data as Used;
    const failed = u.outcome === 'failed' ? 1 : 0;
    await sql`INSERT INTO ai_usage_daily (org_id, user_id, day, calls, failed, units)
              VALUES (${u.orgId}, ${u.userId}, ${u.day}, 1, ${failed}, ${u.units})
              ON CONFLICT (org_id, user_id, day) DO UPDATE SET calls = ai_usage_daily.calls + 1,
                failed = ai_usage_daily.failed + ${failed}, units = ai_usage_daily.units + ${u.units}`.execute(trx);
  },
  async reset(trx) {
    await sql`TRUNCATE ai_usage_daily`.execute(trx);
  },
  migrations: {
    '2026_11_26_20_ai_usage_daily': {
      async up(db) {
        await sql`
          CREATE TABLE ai_usage_daily (
            org_id text NOT NULL,
            user_id text NOT NULL,
            day text NOT NULL,
            calls integer NOT NULL,
            failed integer NOT NULL,
            units bigint NOT NULL,
            PRIMARY KEY (org_id, user_id, day)
          )`.execute(db);
      },
    },
  },
};
