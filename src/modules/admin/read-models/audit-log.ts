import { sql } from 'kysely';
import type { RecordedEvent } from '../../../platform/eventstore/types';
import type { Projection, ProjectionTransaction } from '../../../platform/projections/projection';
import { AUDITED_TYPES, auditEntryOf } from './audit-entries';
import { AUDIT_LOG } from './audit-log-queries';

/** The module each stream's earlier entries named, for the streams given. */
async function modulesOfStreams(trx: ProjectionTransaction, streamIds: string[]): Promise<Map<string, string>> {
  if (streamIds.length === 0) return new Map();
  const { rows } = await sql<{ stream_id: string; course_id: string }>`
    SELECT DISTINCT ON (stream_id) stream_id, course_id FROM audit_log
    WHERE stream_id = ANY(${streamIds}::text[]) AND course_id IS NOT NULL`.execute(trx);
  return new Map(rows.map((r) => [r.stream_id, r.course_id]));
}

/** The batch's entries, written in one statement. */
async function applyBatch(trx: ProjectionTransaction, events: RecordedEvent[]): Promise<void> {
  const entries = events.flatMap((event) => {
    const entry = auditEntryOf(event);
    return entry ? [{ event, entry }] : [];
  });
  if (entries.length === 0) return;
  // An event that does not name its module (a dispatch's revocation) concerns the module its stream's earlier entries named.
  const unnamed = [...new Set(entries.filter((e) => !e.entry.courseId).map((e) => e.event.streamId))];
  const moduleOf = await modulesOfStreams(trx, unnamed);
  const rows = entries.map(({ event, entry }) => {
    const courseId = entry.courseId ?? moduleOf.get(event.streamId) ?? null;
    if (courseId && !moduleOf.has(event.streamId)) moduleOf.set(event.streamId, courseId);
    return { event, entry, courseId };
  });
  const column = <T>(of: (row: (typeof rows)[number]) => T) => rows.map(of);
  await sql`
    INSERT INTO audit_log (position_commit, position_prepare, org_id, recorded_at, actor_id, subject_id, course_id,
                           stream_id, revision, event_type, kind, summary)
    SELECT * FROM unnest(
      ${column((r) => r.event.position.commit.toString())}::bigint[], ${column((r) => r.event.position.prepare.toString())}::bigint[],
      ${column((r) => r.entry.orgId)}::text[], ${column((r) => r.event.recordedAt.toISOString())}::timestamptz[],
      ${column((r) => r.entry.actorId)}::text[], ${column((r) => r.entry.subjectId)}::text[], ${column((r) => r.courseId)}::text[],
      ${column((r) => r.event.streamId)}::text[], ${column((r) => r.entry.revision)}::int[], ${column((r) => r.event.type)}::text[],
      ${column((r) => r.entry.kind)}::text[], ${column((r) => r.entry.summary)}::text[])
    ON CONFLICT (position_commit, position_prepare) DO NOTHING`.execute(trx);
}

/**
 * The organisation's change log: one row per event of any stream that names an organisation in its
 * metadata, with who, when, what and on which module. People are kept as ids only (named at query
 * time from `users`), so erasing a person never has to touch this table.
 */
export const auditLogProjection: Projection = {
  name: AUDIT_LOG,
  handles: AUDITED_TYPES,
  apply: (trx, event) => applyBatch(trx, [event]),
  applyBatch,
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
