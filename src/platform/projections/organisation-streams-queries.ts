import { sql } from 'kysely';
import type { Db } from '../db/database';

export const ORGANISATION_STREAMS = 'organisation_streams';

/** Every stream with an event of the organisation, by name. */
export async function streamsOfOrganisation(db: Db, orgId: string): Promise<string[]> {
  const { rows } = await sql<{ stream_id: string }>`
    SELECT stream_id FROM organisation_streams WHERE org_id = ${orgId} ORDER BY stream_id`.execute(db);
  return rows.map((r) => r.stream_id);
}
