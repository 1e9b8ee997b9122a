import { sql } from 'kysely';
import type { Projection, ProjectionTransaction } from '../platform/projections/projection';
import { AUDITED_TYPES, auditEntryOf } from './audit-entries';
import { AUDIT_LOG } from './audit-log-queries';

async function moduleOfStream(trx: ProjectionTransaction, streamId: string): Promise<string | null> {
  const { rows } = await sql<{ course_id: string }>`
    SELECT course_id FROM audit_log WHERE stream_id = ${streamId} AND course_id IS NOT NULL LIMIT 1`.execute(trx);
  return rows[0]?.course_id ?? null;
}

/**
 * The organisation's change log: one row per event of any stream that names an organisation in its
 * metadata, with who, when, what and on which module. People are kept as ids only (named at query
 * time from `users`), so erasing a person never has to touch this table.
 */
export const auditLogProjection: Projection = {
  name: AUDIT_LOG,
  handles: AUDITED_TYPES,
  async apply(trx, event) {
    const entry = auditEntryOf(event);
    if (!entry) return;
    // An event that does not name its module (a dispatch's revocation) concerns the module its stream's earlier entries named.
    const courseId = entry.courseId ?? (await moduleOfStream(trx, event.streamId));
    await sql`
      INSERT INTO audit_log (position_commit, position_prepare, org_id, recorded_at, actor_id, subject_id, course_id,
                             stream_id, revision, event_type, kind, summary)
      VALUES (${event.position.commit.toString()}, ${event.position.prepare.toString()}, ${entry.orgId},
              ${event.recordedAt}, ${entry.actorId}, ${entry.subjectId}, ${courseId}, ${event.streamId}, ${entry.revision},
              ${event.type}, ${entry.kind}, ${entry.summary})
      ON CONFLICT (position_commit, position_prepare) DO NOTHING`.execute(trx);
  },
  async reset(trx) {
    await sql`TRUNCATE audit_log`.execute(trx);
  },
  migrations: {
    /** Newest first within the organisation is every query's order, so each index ends with the position, descending. */
    '2026_11_28_10_audit_log': {
      async up(db) {
        await sql`
          CREATE TABLE audit_log (
            position_commit bigint NOT NULL,
            position_prepare bigint NOT NULL,
            org_id text NOT NULL,
            recorded_at timestamptz NOT NULL,
            actor_id text NOT NULL,
            subject_id text,
            course_id text,
            stream_id text NOT NULL,
            revision integer,
            event_type text NOT NULL,
            kind text NOT NULL,
            summary text NOT NULL,
            PRIMARY KEY (position_commit, position_prepare)
          )`.execute(db);
        const position = sql`position_commit DESC, position_prepare DESC`;
        await sql`CREATE INDEX audit_log_org ON audit_log (org_id, ${position})`.execute(db);
        await sql`CREATE INDEX audit_log_org_actor ON audit_log (org_id, actor_id, ${position})`.execute(db);
        await sql`CREATE INDEX audit_log_org_course ON audit_log (org_id, course_id, ${position})`.execute(db);
        await sql`CREATE INDEX audit_log_org_kind ON audit_log (org_id, kind, ${position})`.execute(db);
        await sql`CREATE INDEX audit_log_org_recorded ON audit_log (org_id, recorded_at DESC)`.execute(db);
        await sql`CREATE INDEX audit_log_stream_module ON audit_log (stream_id) WHERE course_id IS NOT NULL`.execute(
          db,
        );
      },
    },
  },
};
