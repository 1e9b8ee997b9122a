import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { aiTables } from './tables';

export const AI_USAGE = 'ai_usage';

/** How many calls a user, and their whole organisation, made to the assistant on a day. */
export async function callsOnDay(db: Db, orgId: string, userId: string, day: string) {
  const { rows } = await sql<{ mine: string | number | null; all: string | number | null }>`
    SELECT SUM(calls) FILTER (WHERE user_id = ${userId}) AS mine, SUM(calls) AS all
    FROM ai_usage_daily WHERE org_id = ${orgId} AND day = ${day}`.execute(db);
  return { user: Number(rows[0]?.mine ?? 0), organisation: Number(rows[0]?.all ?? 0) };
}

/** How many calls the whole organisation made to the assistant in a month (`YYYY-MM`, UTC days). */
export async function orgCallsInMonth(db: Db, orgId: string, month: string) {
  const row = await aiTables(db)
    .selectFrom('ai_usage_daily')
    .select((eb) => eb.fn.sum('calls').as('all'))
    .where('org_id', '=', orgId)
    .where('day', '>=', `${month}-01`)
    .where('day', '<=', `${month}-31`)
    .executeTakeFirst();
  return Number(row?.all ?? 0);
}
