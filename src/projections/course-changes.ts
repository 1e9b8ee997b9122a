import { sql } from 'kysely';
import { type Change, changesOf, courseEventSchemas } from '../modules/courses';
import { type BlockTouch, BlockMemory } from './course-change-touches';
import { COURSE_CHANGES } from './course-changes-queries';
import type { RecordedEvent } from '../platform/eventstore/types';
import type { Projection, ProjectionTransaction } from '../platform/projections/projection';

/** A change as the batch leaves it: its first event's who and when, every event's types and touches. */
type ChangeRow = {
  courseId: string;
  changeId: string;
  orgId: string;
  userId: string;
  kind: string;
  firstRevision: number;
  lastRevision: number;
  recordedAt: string;
  eventTypes: string[];
  ref: string | null;
  touches: BlockTouch[];
};

/** A later event's kind wins unless it is a plain edit or other (the same rule as the upsert below; it is associative). */
const laterKind = (before: string, after: string) =>
  !['edit', 'other'].includes(after) || before === 'other' ? after : before;

function rowOf(event: RecordedEvent, touches: BlockTouch[]): ChangeRow {
  const [change] = changesOf([event]) as [Change];
  return {
    courseId: (event.data as { courseId: string }).courseId,
    changeId: change.changeId,
    orgId: (event.metadata as { orgId?: string }).orgId ?? '',
    userId: change.userId,
    kind: change.kind,
    firstRevision: event.version,
    lastRevision: event.version,
    recordedAt: change.recordedAt,
    eventTypes: [event.type],
    ref: change.ref ?? null,
    touches,
  };
}

function merged(earlier: ChangeRow, later: ChangeRow): ChangeRow {
  return {
    ...earlier,
    lastRevision: later.lastRevision,
    eventTypes: [...earlier.eventTypes, ...later.eventTypes],
    touches: [...earlier.touches, ...later.touches],
    kind: laterKind(earlier.kind, later.kind),
    ref: earlier.ref ?? later.ref,
  };
}

/** Each change of the batch merged in memory, then one upsert that merges it into what is stored the same way. */
async function applyBatch(trx: ProjectionTransaction, events: RecordedEvent[]): Promise<void> {
  const memory = await BlockMemory.load(trx, events);
  const changes = new Map<string, ChangeRow>();
  for (const event of events) {
    const row = rowOf(event, memory.touchesOf(event));
    const key = `${row.courseId}\u0000${row.changeId}`;
    const earlier = changes.get(key);
    changes.set(key, earlier ? merged(earlier, row) : row);
  }
  await memory.write(trx);
  const rows = [...changes.values()];
  const column = <T>(of: (row: ChangeRow) => T) => rows.map(of);
  await sql`
    INSERT INTO course_changes (course_id, change_id, org_id, user_id, kind, first_revision, last_revision, recorded_at, event_types, ref, touches)
    SELECT c.course_id, c.change_id, c.org_id, c.user_id, c.kind, c.first_revision, c.last_revision, c.recorded_at,
      ARRAY(SELECT jsonb_array_elements_text(c.event_types)), c.ref, c.touches
    FROM unnest(${column((r) => r.courseId)}::text[], ${column((r) => r.changeId)}::text[], ${column((r) => r.orgId)}::text[],
      ${column((r) => r.userId)}::text[], ${column((r) => r.kind)}::text[], ${column((r) => r.firstRevision)}::int[],
      ${column((r) => r.lastRevision)}::int[], ${column((r) => r.recordedAt)}::timestamptz[],
      ${column((r) => JSON.stringify(r.eventTypes))}::jsonb[], ${column((r) => r.ref)}::text[],
      ${column((r) => JSON.stringify(r.touches))}::jsonb[])
      AS c(course_id, change_id, org_id, user_id, kind, first_revision, last_revision, recorded_at, event_types, ref, touches)
    ON CONFLICT (course_id, change_id) DO UPDATE SET
      last_revision = EXCLUDED.last_revision,
      event_types = course_changes.event_types || EXCLUDED.event_types,
      touches = course_changes.touches || EXCLUDED.touches,
      kind = CASE WHEN EXCLUDED.kind NOT IN ('edit', 'other') OR course_changes.kind = 'other' THEN EXCLUDED.kind ELSE course_changes.kind END,
      ref = COALESCE(course_changes.ref, EXCLUDED.ref)
    WHERE course_changes.last_revision < EXCLUDED.last_revision`.execute(trx);
}

export const courseChangesProjection: Projection = {
  name: COURSE_CHANGES,
  handles: new Set(Object.keys(courseEventSchemas)),
  apply: (trx, event) => applyBatch(trx, [event]),
  applyBatch,
  async reset(trx) {
    await sql`TRUNCATE course_changes, course_change_blocks`.execute(trx);
  },
  migrations: {
    '2026_11_22_21_course_changes': {
      async up(db) {
        await sql`
          CREATE TABLE course_changes (
            course_id text NOT NULL,
            change_id text NOT NULL,
            org_id text NOT NULL,
            user_id text NOT NULL,
            kind text NOT NULL,
            first_revision integer NOT NULL,
            last_revision integer NOT NULL,
            recorded_at timestamptz NOT NULL,
            event_types text[] NOT NULL,
            ref text,
            PRIMARY KEY (course_id, change_id)
          )`.execute(db);
        await sql`CREATE INDEX course_changes_course ON course_changes (course_id, first_revision DESC)`.execute(db);
        await sql`CREATE INDEX course_changes_org ON course_changes (org_id, recorded_at DESC)`.execute(db);
      },
    },
    /** Which blocks each change touched, by name; the blocks' names are kept so a move or deletion can be named. */
    '2026_11_25_10_course_change_touches': {
      async up(db) {
        await sql`ALTER TABLE course_changes ADD COLUMN touches jsonb NOT NULL DEFAULT '[]'`.execute(db);
        await sql`
          CREATE TABLE course_change_blocks (
            course_id text NOT NULL,
            block_id text NOT NULL,
            section_id text,
            type text NOT NULL,
            label text NOT NULL,
            PRIMARY KEY (course_id, block_id)
          )`.execute(db);
        await sql`CREATE INDEX course_change_blocks_section ON course_change_blocks (course_id, section_id)`.execute(
          db,
        );
      },
    },
  },
};
