import { sql, type Kysely } from 'kysely';
import type { Content } from '../modules/courses/content/content';
import { courseDecider, type Course, type CourseState } from '../modules/courses/decider';
import { parseCourseEvent } from '../modules/courses/course-view';
import { courseEventSchemas } from '../modules/courses/events';
import type { RecordedEvent } from '../platform/eventstore/types';
import type { Projection, ProjectionTransaction } from '../platform/projections/projection';

/**
 * The editor's draft of every course (its state, folded), the version learners see (frozen at each
 * publish), and which course each block belongs to.
 */
export const COURSE_CONTENT = 'course_content';

type DraftRow = { revision: number; state: Course };

async function loadDraft(trx: ProjectionTransaction, courseId: string): Promise<DraftRow | undefined> {
  const { rows } = await sql<DraftRow>`SELECT revision, state FROM course_drafts WHERE course_id = ${courseId} FOR UPDATE`.execute(trx);
  return rows[0];
}

async function syncBlocks(trx: ProjectionTransaction, before: Course | null, after: Course) {
  const had = new Set(Object.keys(before?.content.blocks ?? {}));
  const has = Object.keys(after.content.blocks);
  const gone = [...had].filter((id) => !after.content.blocks[id]);
  const added = has.filter((id) => !had.has(id));
  if (gone.length) await sql`DELETE FROM course_blocks WHERE block_id = ANY(${gone}::text[])`.execute(trx);
  for (const id of added) {
    await sql`INSERT INTO course_blocks (block_id, course_id, org_id) VALUES (${id}, ${after.id}, ${after.orgId})
              ON CONFLICT (block_id) DO UPDATE SET course_id = EXCLUDED.course_id, org_id = EXCLUDED.org_id`.execute(trx);
  }
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
  await syncBlocks(trx, before.exists ? before.course : null, course);
  if (event.type === 'CoursePublished') {
    await sql`
      INSERT INTO course_published (course_id, org_id, revision, published_at, content, live)
      VALUES (${courseId}, ${course.orgId}, ${event.version}, ${at}, ${JSON.stringify(course.content)}::jsonb, true)
      ON CONFLICT (course_id) DO UPDATE SET revision = EXCLUDED.revision, published_at = EXCLUDED.published_at,
        content = EXCLUDED.content, live = true`.execute(trx);
  }
  if (event.type === 'CourseUnpublished') await sql`UPDATE course_published SET live = false WHERE course_id = ${courseId}`.execute(trx);
}

export const courseContentProjection: Projection = {
  name: COURSE_CONTENT,
  handles: new Set(Object.keys(courseEventSchemas)),
  apply,
  async reset(trx) {
    await sql`TRUNCATE course_drafts, course_published, course_blocks`.execute(trx);
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
        await sql`CREATE TABLE course_blocks (block_id text PRIMARY KEY, course_id text NOT NULL, org_id text NOT NULL)`.execute(db);
        await sql`CREATE INDEX course_blocks_course ON course_blocks (course_id)`.execute(db);
      },
    },
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** Which version of a course learners see now, without its content; undefined when it is not published. */
export type PublishedHead = { course_id: string; org_id: string; revision: number; published_at: Date };

export async function findPublishedHead(db: Db, courseId: string): Promise<PublishedHead | undefined> {
  const { rows } = await sql<PublishedHead>`
    SELECT course_id, org_id, revision, published_at FROM course_published WHERE course_id = ${courseId} AND live`.execute(db);
  return rows[0];
}

/** The content frozen at that publish, while it is still the live one. */
export async function findPublishedContent(db: Db, courseId: string, revision: number): Promise<Content | undefined> {
  const { rows } = await sql<{ content: Content }>`
    SELECT content FROM course_published WHERE course_id = ${courseId} AND revision = ${revision}`.execute(db);
  return rows[0]?.content;
}

/** The course a block belongs to; only within `orgId` when one is given. */
export async function findCourseOfBlock(db: Db, blockId: string, orgId?: string): Promise<string | undefined> {
  const { rows } = await sql<{ course_id: string }>`
    SELECT course_id FROM course_blocks WHERE block_id = ${blockId} ${orgId === undefined ? sql`` : sql`AND org_id = ${orgId}`}`.execute(db);
  return rows[0]?.course_id;
}
