import { sql } from 'kysely';
import type { Projection, ProjectionTransaction } from './projection';
import type { RecordedEvent } from '../eventstore/types';
import { ORGANISATION_STREAMS } from './organisation-streams-queries';

const orgOf = (event: RecordedEvent) => (event.metadata as { orgId?: unknown }).orgId;

async function remember(trx: ProjectionTransaction, events: RecordedEvent[]) {
  const pairs = new Map<string, [string, string]>();
  for (const event of events) {
    const orgId = orgOf(event);
    if (typeof orgId === 'string' && orgId) pairs.set(`${orgId}\n${event.streamId}`, [orgId, event.streamId]);
  }
  if (pairs.size === 0) return;
  const rows = [...pairs.values()];
  await sql`
    INSERT INTO organisation_streams (org_id, stream_id)
    SELECT * FROM unnest(${rows.map(([o]) => o)}::text[], ${rows.map(([, s]) => s)}::text[])
    ON CONFLICT DO NOTHING`.execute(trx);
}

/**
 * Which streams hold events of each organisation (an event's `orgId` metadata): what the
 * organisation's export reads, so its cost follows the organisation's size, not the store's.
 * `eventTypes`: every type the store writes.
 */
export const organisationStreamsProjection = (eventTypes: Iterable<string>): Projection => ({
  name: ORGANISATION_STREAMS,
  handles: new Set(eventTypes),
  apply: (trx, event) => remember(trx, [event]),
  applyBatch: remember,
  async reset(trx) {
    await sql`TRUNCATE organisation_streams`.execute(trx);
  },
  migrations: {
    '2026_11_28_02_organisation_streams': {
      async up(db) {
        await sql`
          CREATE TABLE organisation_streams (
            org_id text NOT NULL,
            stream_id text NOT NULL,
            PRIMARY KEY (org_id, stream_id)
          )`.execute(db);
      },
    },
  },
});
