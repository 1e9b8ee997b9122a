import { sql } from 'kysely';
import type { RecordedEvent } from '../platform/eventstore/types';
import type { Projection, ProjectionTransaction } from '../platform/projections/projection';
import { adjustLabelCounts } from './course-labels';

/** The dashboard's list of modules, one row per course, with the label counts of each organisation. */
export const COURSE_LIST = 'course_list';

type Data = { courseId: string } & Record<string, unknown>;
type Touched = { org_id: string; tags: string[]; deleted_at: Date | null };

async function refreshSearchText(trx: ProjectionTransaction, courseId: string) {
  await sql`UPDATE course_list SET search_text = title || ' ' || description || ' ' || array_to_string(tags, ' ')
            WHERE course_id = ${courseId}`.execute(trx);
}

async function apply(trx: ProjectionTransaction, event: RecordedEvent): Promise<void> {
  const data = event.data as Data;
  const at = event.recordedAt.toISOString();
  if (event.type === 'CourseCreated') {
    const d = data as Data & { orgId: string; createdBy: string; title: string; description: string };
    await sql`
      INSERT INTO course_list (course_id, org_id, created_by, owner_id, title, description, status, tags,
                               created_at, saved_at, revision, search_text)
      VALUES (${d.courseId}, ${d.orgId}, ${d.createdBy}, ${d.createdBy}, ${d.title}, ${d.description}, 'IN_PROGRESS',
              '{}', ${at}, ${at}, ${event.version}, ${`${d.title} ${d.description}`})
      ON CONFLICT (course_id) DO NOTHING`.execute(trx);
    return;
  }
  // The revision guard makes a replayed event a no-op; the old values drive the label counts.
  const { rows } = await sql<Touched>`
    UPDATE course_list SET revision = ${event.version}, saved_at = ${at}
    WHERE course_id = ${data.courseId} AND revision < ${event.version}
    RETURNING org_id, tags, deleted_at`.execute(trx);
  const before = rows[0];
  if (!before) return;
  const id = data.courseId;
  switch (event.type) {
    case 'CourseRenamed':
      await sql`UPDATE course_list SET title = ${data.title as string} WHERE course_id = ${id}`.execute(trx);
      return refreshSearchText(trx, id);
    case 'CourseDescribed':
      await sql`UPDATE course_list SET description = ${data.description as string} WHERE course_id = ${id}`.execute(trx);
      return refreshSearchText(trx, id);
    case 'CourseTagsChanged': {
      const tags = data.tags as string[];
      await sql`UPDATE course_list SET tags = ${tags} WHERE course_id = ${id}`.execute(trx);
      if (!before.deleted_at) await adjustLabelCounts(trx, before.org_id, before.tags, tags);
      return refreshSearchText(trx, id);
    }
    case 'CourseThumbnailChanged':
      await sql`UPDATE course_list SET thumbnail = ${JSON.stringify(data.thumbnail)}::jsonb WHERE course_id = ${id}`.execute(trx);
      return;
    case 'CourseDeleted':
      await sql`UPDATE course_list SET deleted_at = ${data.deletedAt as string} WHERE course_id = ${id}`.execute(trx);
      return adjustLabelCounts(trx, before.org_id, before.tags, []);
    case 'CourseRestored':
      await sql`UPDATE course_list SET deleted_at = NULL WHERE course_id = ${id}`.execute(trx);
      return adjustLabelCounts(trx, before.org_id, [], before.tags);
    case 'CourseOwnerChanged':
      await sql`UPDATE course_list SET owner_id = ${data.ownerId as string} WHERE course_id = ${id}`.execute(trx);
      return;
  }
}

export const courseListProjection: Projection = {
  name: COURSE_LIST,
  handles: new Set([
    'CourseCreated',
    'CourseRenamed',
    'CourseDescribed',
    'CourseTagsChanged',
    'CourseThumbnailChanged',
    'CourseDeleted',
    'CourseRestored',
    'CourseOwnerChanged',
  ]),
  apply,
  async reset(trx) {
    await sql`TRUNCATE course_list, course_labels`.execute(trx);
  },
  migrations: {
    '2026_11_22_10_course_list': {
      async up(db) {
        await sql`
          CREATE TABLE course_list (
            course_id text PRIMARY KEY,
            org_id text NOT NULL,
            created_by text NOT NULL,
            title text NOT NULL,
            description text NOT NULL,
            status text NOT NULL,
            created_at timestamptz NOT NULL,
            saved_at timestamptz NOT NULL,
            revision integer NOT NULL
          )`.execute(db);
        await sql`CREATE INDEX course_list_org_saved ON course_list (org_id, saved_at DESC)`.execute(db);
      },
    },
    '2026_11_22_11_course_list_library': {
      async up(db) {
        await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
        await sql`
          ALTER TABLE course_list
            ADD COLUMN owner_id text,
            ADD COLUMN tags text[] NOT NULL DEFAULT '{}',
            ADD COLUMN thumbnail jsonb,
            ADD COLUMN deleted_at timestamptz,
            ADD COLUMN search_text text NOT NULL DEFAULT ''`.execute(db);
        await sql`UPDATE course_list SET owner_id = created_by, search_text = title || ' ' || description`.execute(db);
        await sql`ALTER TABLE course_list ALTER COLUMN owner_id SET NOT NULL`.execute(db);
        await sql`CREATE INDEX course_list_org_title ON course_list (org_id, lower(title))`.execute(db);
        await sql`CREATE INDEX course_list_org_created ON course_list (org_id, created_at DESC)`.execute(db);
        await sql`CREATE INDEX course_list_tags ON course_list USING gin (tags)`.execute(db);
        await sql`CREATE INDEX course_list_search_trgm ON course_list USING gin (search_text gin_trgm_ops)`.execute(db);
        await sql`CREATE INDEX course_list_search_fts ON course_list USING gin (to_tsvector('simple', search_text))`.execute(db);
        await sql`
          CREATE TABLE course_labels (
            org_id text NOT NULL,
            tag text NOT NULL,
            count integer NOT NULL,
            PRIMARY KEY (org_id, tag)
          )`.execute(db);
      },
    },
  },
};
