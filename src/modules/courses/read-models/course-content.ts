import { sql } from 'kysely';
import type { Course } from '../course-state';
import { courseDecider } from '../decider';
import { courseEventSchemas } from '../events';
import { evolveWithStored } from '../course-view';
import { COURSE_CONTENT } from './course-content-queries';
import { courseTranslationStatusMigrations, keepTranslationStatus } from './course-translation-status';
import type { RecordedEvent } from '../../../platform/eventstore/types';
import { deleteCheckpoint } from '../../../platform/projections/checkpoints';
import type { Projection, ProjectionTransaction } from '../../../platform/projections/projection';

/**
 * The editor's draft of every course (its state, folded), the version learners see (frozen at each
 * publish), and which course each block belongs to.
 */

type DraftRow = { revision: number; state: Course };
/** A course's draft as the batch leaves it, to be written once. */
type Draft = DraftRow & { updatedAt: string };
/** A block a course added, in the order written: the first course to write an id owns it. */
type AddedBlock = { courseId: string; blockId: string; orgId: string };

async function loadDrafts(trx: ProjectionTransaction, courseIds: string[]): Promise<Map<string, DraftRow>> {
  const { rows } = await sql<DraftRow & { course_id: string }>`
    SELECT course_id, revision, state FROM course_drafts WHERE course_id = ANY(${courseIds}::text[])
    ORDER BY course_id FOR UPDATE`.execute(trx);
  return new Map(rows.map((r) => [r.course_id, { revision: r.revision, state: r.state }]));
}

async function writeDrafts(trx: ProjectionTransaction, drafts: Map<string, Draft>) {
  if (drafts.size === 0) return;
  const rows = [...drafts.entries()];
  await sql`
    INSERT INTO course_drafts (course_id, org_id, revision, status, state, updated_at)
    SELECT * FROM unnest(${rows.map(([id]) => id)}::text[], ${rows.map(([, d]) => d.state.orgId)}::text[],
      ${rows.map(([, d]) => d.revision)}::int[], ${rows.map(([, d]) => d.state.status)}::text[],
      ${rows.map(([, d]) => JSON.stringify(d.state))}::jsonb[], ${rows.map(([, d]) => d.updatedAt)}::timestamptz[])
    ON CONFLICT (course_id) DO UPDATE SET revision = EXCLUDED.revision, status = EXCLUDED.status,
      state = EXCLUDED.state, updated_at = EXCLUDED.updated_at`.execute(trx);
}

/**
 * Remembers each block a course adds, keyed by course and block. Rows stay when a block is deleted:
 * the first course that wrote an id keeps owning it (lookups by block id alone resolve to it).
 */
async function rememberBlocks(trx: ProjectionTransaction, added: AddedBlock[]) {
  if (added.length === 0) return;
  await sql`INSERT INTO course_blocks (course_id, block_id, org_id)
            SELECT course_id, block_id, org_id
            FROM unnest(${added.map((a) => a.courseId)}::text[], ${added.map((a) => a.blockId)}::text[],
              ${added.map((a) => a.orgId)}::text[]) WITH ORDINALITY AS a(course_id, block_id, org_id, n) ORDER BY n
            ON CONFLICT (course_id, block_id) DO NOTHING`.execute(trx);
}

/** What a learner sees changes at a publish or an unpublish: written as it comes, in order. */
async function keepPublished(trx: ProjectionTransaction, event: RecordedEvent, course: Course, at: string) {
  if (event.type === 'CoursePublished') {
    await sql`
      INSERT INTO course_published (course_id, org_id, revision, published_at, content, translations, live)
      VALUES (${course.id}, ${course.orgId}, ${event.version}, ${at}, ${JSON.stringify(course.content)}::jsonb,
        ${JSON.stringify(course.translations)}::jsonb, true)
      ON CONFLICT (course_id) DO UPDATE SET revision = EXCLUDED.revision, published_at = EXCLUDED.published_at,
        content = EXCLUDED.content, translations = EXCLUDED.translations, live = true`.execute(trx);
  }
  if (event.type === 'CourseUnpublished')
    await sql`UPDATE course_published SET live = false WHERE course_id = ${course.id}`.execute(trx);
}

/**
 * Folds a batch in memory from one read of its courses' drafts, and writes each draft once and the
 * added blocks in one statement. Translation status and publishing are kept event by event (they
 * are rare, and a status remembers when it last changed).
 */
async function applyBatch(trx: ProjectionTransaction, events: RecordedEvent[]): Promise<void> {
  const courseIdOf = (event: RecordedEvent) => (event.data as { courseId: string }).courseId;
  const known = await loadDrafts(trx, [...new Set(events.map(courseIdOf))]);
  const changed = new Map<string, Draft>();
  const added: AddedBlock[] = [];
  for (const event of events) {
    const courseId = courseIdOf(event);
    const row = changed.get(courseId) ?? known.get(courseId);
    if (row && row.revision >= event.version) continue;
    const before = row ? row.state : null;
    const after = evolveWithStored(before ? { exists: true, course: before } : courseDecider.initialState, event);
    if (!after.exists) continue;
    const course = after.course;
    const at = event.recordedAt.toISOString();
    changed.set(courseId, { revision: event.version, state: course, updatedAt: at });
    for (const blockId of Object.keys(course.content.blocks))
      if (!before?.content.blocks[blockId]) added.push({ courseId, blockId, orgId: course.orgId });
    await keepTranslationStatus(trx, before, course, at);
    await keepPublished(trx, event, course, at);
  }
  await writeDrafts(trx, changed);
  await rememberBlocks(trx, added);
}

export const courseContentProjection: Projection = {
  name: COURSE_CONTENT,
  handles: new Set(Object.keys(courseEventSchemas)),
  apply: (trx, event) => applyBatch(trx, [event]),
  applyBatch,
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
