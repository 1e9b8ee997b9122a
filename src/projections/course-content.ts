import { sql } from 'kysely';
import { type Course, type CourseState, courseDecider, courseEventSchemas, parseCourseEvent } from '../modules/courses';
import { COURSE_CONTENT } from './course-content-queries';
import { courseTranslationStatusMigrations, keepTranslationStatus } from './course-translation-status';
import type { RecordedEvent } from '../platform/eventstore/types';
import { deleteCheckpoint } from '../platform/projections/checkpoints';
import type { Projection, ProjectionTransaction } from '../platform/projections/projection';

/**
 * The editor's draft of every course (its state, folded), the version learners see (frozen at each
 * publish), and which course each block belongs to.
 */

type DraftRow = { revision: number; state: Course };

async function loadDraft(trx: ProjectionTransaction, courseId: string): Promise<DraftRow | undefined> {
  const { rows } =
    await sql<DraftRow>`SELECT revision, state FROM course_drafts WHERE course_id = ${courseId} FOR UPDATE`.execute(
      trx,
    );
  return rows[0];
}

/**
 * Remembers each block a course adds, keyed by course and block. Rows stay when a block is deleted:
 * the first course that wrote an id keeps owning it (lookups by block id alone resolve to it).
 */
async function rememberBlocks(trx: ProjectionTransaction, before: Course | null, after: Course) {
  const added = Object.keys(after.content.blocks).filter((id) => !before?.content.blocks[id]);
  if (added.length === 0) return;
  await sql`INSERT INTO course_blocks (course_id, block_id, org_id)
            SELECT ${after.id}, id, ${after.orgId} FROM unnest(${added}::text[]) WITH ORDINALITY AS a(id, n) ORDER BY n
            ON CONFLICT (course_id, block_id) DO NOTHING`.execute(trx);
}

async function apply(trx: ProjectionTransaction, event: RecordedEvent): Promise<void> {
  const courseId = (event.data as { courseId: string }).courseId;
  const row = await loadDraft(trx, courseId);
  if (row && row.revision >= event.version) return;
  const before: CourseState = row ? { exists: true, course: row.state } : courseDecider.initialState;
  const after = courseDecider.evolve(before, parseCourseEvent(event));
  if (!after.exists) return;
  const course = after.course;
  const at = event.recordedAt.toISOString();
  await sql`
    INSERT INTO course_drafts (course_id, org_id, revision, status, state, updated_at)
    VALUES (${courseId}, ${course.orgId}, ${event.version}, ${course.status}, ${JSON.stringify(course)}::jsonb, ${at})
    ON CONFLICT (course_id) DO UPDATE SET revision = EXCLUDED.revision, status = EXCLUDED.status,
      state = EXCLUDED.state, updated_at = EXCLUDED.updated_at`.execute(trx);
  await rememberBlocks(trx, before.exists ? before.course : null, course);
  await keepTranslationStatus(trx, before.exists ? before.course : null, course, at);
  if (event.type === 'CoursePublished') {
    await sql`
      INSERT INTO course_published (course_id, org_id, revision, published_at, content, translations, live)
      VALUES (${courseId}, ${course.orgId}, ${event.version}, ${at}, ${JSON.stringify(course.content)}::jsonb,
        ${JSON.stringify(course.translations)}::jsonb, true)
      ON CONFLICT (course_id) DO UPDATE SET revision = EXCLUDED.revision, published_at = EXCLUDED.published_at,
        content = EXCLUDED.content, translations = EXCLUDED.translations, live = true`.execute(trx);
  }
  if (event.type === 'CourseUnpublished')
    await sql`UPDATE course_published SET live = false WHERE course_id = ${courseId}`.execute(trx);
}

export const courseContentProjection: Projection = {
  name: COURSE_CONTENT,
  handles: new Set(Object.keys(courseEventSchemas)),
  apply,
  async reset(trx) {
    await sql`TRUNCATE course_drafts, course_published, course_blocks, course_translation_status`.execute(trx);
  },
  migrations: {
    '2026_11_22_20_course_content': {
      async up(db) {
        await sql`
          CREATE TABLE course_drafts (
            course_id text PRIMARY KEY,
            org_id text NOT NULL,
            revision integer NOT NULL,
            status text NOT NULL,
            state jsonb NOT NULL,
            updated_at timestamptz NOT NULL
          )`.execute(db);
        await sql`CREATE INDEX course_drafts_org ON course_drafts (org_id, updated_at DESC)`.execute(db);
        await sql`
          CREATE TABLE course_published (
            course_id text PRIMARY KEY,
            org_id text NOT NULL,
            revision integer NOT NULL,
            published_at timestamptz NOT NULL,
            content jsonb NOT NULL,
            live boolean NOT NULL
          )`.execute(db);
        await sql`CREATE TABLE course_blocks (block_id text PRIMARY KEY, course_id text NOT NULL, org_id text NOT NULL)`.execute(
          db,
        );
        await sql`CREATE INDEX course_blocks_course ON course_blocks (course_id)`.execute(db);
      },
    },
    /**
     * Block ids come from the client: keyed by course and block, with the order they were first
     * written (the first course owns an id). The old table kept only the last writer, so the read
     * model is rebuilt: emptied, its checkpoint removed, and replayed from the start on the next run.
     */
    '2026_11_23_40_course_blocks_per_course': {
      async up(db) {
        await sql`DROP TABLE course_blocks`.execute(db);
        await sql`
          CREATE TABLE course_blocks (
            course_id text NOT NULL,
            block_id text NOT NULL,
            org_id text NOT NULL,
            added bigint GENERATED ALWAYS AS IDENTITY,
            PRIMARY KEY (course_id, block_id)
          )`.execute(db);
        await sql`CREATE INDEX course_blocks_first ON course_blocks (block_id, added)`.execute(db);
        await sql`TRUNCATE course_drafts, course_published`.execute(db);
        await deleteCheckpoint(db, COURSE_CONTENT);
      },
    },
    /** Courses now carry their translations: the drafts are folded again, and a publish freezes its translations too. */
    '2026_11_27_10_course_translations': {
      async up(db) {
        await sql`ALTER TABLE course_published ADD COLUMN translations jsonb NOT NULL DEFAULT '{"sourceLanguage":"en","languages":[],"byLanguage":{}}'`.execute(
          db,
        );
        await sql`TRUNCATE course_drafts, course_published`.execute(db);
        await deleteCheckpoint(db, COURSE_CONTENT);
      },
    },
    ...courseTranslationStatusMigrations,
  },
};
