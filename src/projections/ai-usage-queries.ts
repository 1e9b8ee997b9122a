import { sql } from 'kysely';
import type { Db } from '../platform/db/database';

export const AI_USAGE = 'ai_usage';

/** How many calls a user, and their whole organisation, made to the assistant on a day. */
export async function callsOnDay(db: Db, orgId: string, userId: string, day: string) {
  const { rows } = await sql<{ mine: string | number | null; all: string | number | null }>`
    SELECT SUM(calls) FILTER (WHERE user_id = ${userId}) AS mine, SUM(calls) AS all
    FROM ai_usage_daily WHERE org_id = ${orgId} AND day = ${day}`.execute(db);
  return { user: Number(rows[0]?.mine ?? 0), organisation: Number(rows[0]?.all ?? 0) };
}
