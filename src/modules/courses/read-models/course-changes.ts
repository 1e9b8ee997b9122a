import { sql } from 'kysely';
import { type Change, changesOf } from '../changes';
import { courseEventSchemas } from '../events';
import { blockTouchesOf } from './course-change-touches';
import { COURSE_CHANGES } from './course-changes-queries';
import type { Projection } from '../../../platform/projections/projection';

export const courseChangesProjection: Projection = {
  name: COURSE_CHANGES,
  handles: new Set(Object.keys(courseEventSchemas)),
  async apply(trx, event) {
    const [change] = changesOf([event]) as [Change];
    const courseId = (event.data as { courseId: string }).courseId;
    const orgId = (event.metadata as { orgId?: string }).orgId ?? '';
    const touches = JSON.stringify(await blockTouchesOf(trx, event));
    await sql`
      INSERT INTO course_changes (course_id, change_id, org_id, user_id, kind, first_revision, last_revision, recorded_at, event_types, ref, touches)
      VALUES (${courseId}, ${change.changeId}, ${orgId}, ${change.userId}, ${change.kind}, ${event.version}, ${event.version},
              ${change.recordedAt}, ${[event.type]}::text[], ${change.ref}, ${touches}::jsonb)
      ON CONFLICT (course_id, change_id) DO UPDATE SET
        last_revision = EXCLUDED.last_revision,
        event_types = course_changes.event_types || EXCLUDED.event_types,
        touches = course_changes.touches || EXCLUDED.touches,
        kind = CASE WHEN EXCLUDED.kind NOT IN ('edit', 'other') OR course_changes.kind = 'other' THEN EXCLUDED.kind ELSE course_changes.kind END,
        ref = COALESCE(course_changes.ref, EXCLUDED.ref)
      WHERE course_changes.last_revision < EXCLUDED.last_revision`.execute(trx);
  },
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
