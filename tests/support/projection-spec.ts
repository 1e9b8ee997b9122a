import { randomUUID } from 'node:crypto';
import type { RawBuilder } from 'kysely';
import type { EventMetadata, RecordedEvent } from '../../src/platform/eventstore/types';
import type { Projection } from '../../src/platform/projections/projection';
import { openTestDatabase } from './database';

/** An event as a projection spec gives it: its type and data, and whatever else the projection reads. */
export type GivenEvent = {
  type: string;
  data: unknown;
  streamId?: string;
  metadata?: EventMetadata;
  recordedAt?: Date;
};

/**
 * Events in, rows out, for one read model on a fresh migrated database (PGlite, or PostgreSQL when
 * DATABASE_URL is set). Events are applied in the order given, each in its own transaction, with
 * increasing positions and each stream's versions from 0, as the store and the projection runner give them; events the projection does
 * not handle are skipped, as the runner skips them.
 */
export async function projectionSpec(projection: Projection) {
  const database = await openTestDatabase();
  let commit = 0n;
  const versions = new Map<string, number>();
  return {
    db: database.db,
    async given(...events: GivenEvent[]): Promise<void> {
      for (const e of events) {
        commit += 1n;
        const streamId = e.streamId ?? 'spec-1';
        const version = (versions.get(streamId) ?? -1) + 1;
        versions.set(streamId, version);
        const recorded: RecordedEvent = {
          id: randomUUID(),
          streamId,
          version,
          type: e.type,
          data: e.data,
          metadata: e.metadata ?? { userId: 'u-spec', orgId: 'o-spec', correlationId: 'spec', causationId: 'spec' },
          position: { commit, prepare: 0n },
          recordedAt: e.recordedAt ?? new Date(Date.UTC(2026, 10, 24, 9, 0, Number(commit))),
        };
        if (!projection.handles.has(recorded.type)) continue;
        await database.db.transaction().execute((trx) => projection.apply(trx, recorded));
      }
    },
    /** The rows a query over the read model returns now. */
    async rows<Row>(query: RawBuilder<Row>): Promise<Row[]> {
      return (await query.execute(database.db)).rows;
    },
    /** Empties the read model as a rebuild does. */
    async reset(): Promise<void> {
      await database.db.transaction().execute((trx) => projection.reset(trx));
    },
    close: () => database.close(),
  };
}
