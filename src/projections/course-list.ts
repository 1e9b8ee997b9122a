import { sql } from 'kysely';
import { LIST_CHANGING_EVENTS } from '../modules/courses';
import type { RecordedEvent } from '../platform/eventstore/types';
import type { Projection, ProjectionTransaction } from '../platform/projections/projection';
import { adjustLabelCounts } from './course-labels';
import { COURSE_LIST } from './course-list-queries';
import { rememberWords } from './course-words';

/** The dashboard's list of modules, one row per course, with the label counts of each organisation. */

type Data = { courseId: string } & Record<string, unknown>;

const SEARCH_TEXT = (title: unknown, description: unknown, tags: unknown) =>
  sql`${title} || ' ' || ${description} || ' ' || array_to_string(${tags}, ' ')`;

/** The column changes of each event, applied in one statement with the revision guard. */
function changesOf(event: RecordedEvent): ReturnType<typeof sql> | null {
  const d = event.data as Data;
  switch (event.type) {
    case 'CourseRenamed':
      return sql`title = ${d.title}, search_text = ${SEARCH_TEXT(sql`${d.title}::text`, sql.ref('c.description'), sql.ref('c.tags'))}`;
    case 'CourseDescribed':
      return sql`description = ${d.description}, search_text = ${SEARCH_TEXT(sql.ref('c.title'), sql`${d.description}::text`, sql.ref('c.tags'))}`;
    case 'CourseTagsChanged':
      return sql`tags = ${d.tags}::text[], search_text = ${SEARCH_TEXT(sql.ref('c.title'), sql.ref('c.description'), sql`${d.tags}::text[]`)}`;
    case 'CourseThumbnailChanged':
      return sql`thumbnail = ${JSON.stringify(d.thumbnail)}::jsonb`;
    case 'CourseThumbnailDrafted':
    case 'CourseThumbnailPublished':
      return sql`own_thumbnail = ${d.url as string | null}`;
    case 'CourseDeleted':
      return sql`deleted_at = ${d.deletedAt}`;
    case 'CourseRestored':
      return sql`deleted_at = NULL`;
    case 'CourseOwnerChanged':
      return sql`owner_id = ${d.ownerId}`;
    case 'DraftingStarted':
      return sql`status = 'DRAFTING'`;
    case 'CoursePublished':
      return sql`status = 'PUBLISHED'`;
    case 'CourseUnpublished':
      return sql`status = 'UNPUBLISHED'`;
    default:
      return null;
  }
}

/** The new text an event brings to search. */
function wordsOf(event: RecordedEvent): string | null {
  const d = event.data as Data;
  if (event.type === 'CourseRenamed') return d.title as string;
  if (event.type === 'CourseDescribed') return d.description as string;
  if (event.type === 'CourseTagsChanged') return (d.tags as string[]).join(' ');
  return null;
}

async function apply(trx: ProjectionTransaction, event: RecordedEvent): Promise<void> {
  const d = event.data as Data;
  const at = event.recordedAt.toISOString();
  if (event.type === 'CourseCreated') {
    const c = d as Data & { orgId: string; createdBy: string; title: string; description: string };
    await sql`
      INSERT INTO course_list (course_id, org_id, created_by, owner_id, title, description, status, tags,
                               created_at, saved_at, revision, search_text)
      VALUES (${c.courseId}, ${c.orgId}, ${c.createdBy}, ${c.createdBy}, ${c.title}, ${c.description}, 'IN_PROGRESS',
              '{}', ${at}, ${at}, ${event.version}, ${`${c.title} ${c.description}`})
      ON CONFLICT (course_id) DO NOTHING`.execute(trx);
    return rememberWords(trx, c.orgId, `${c.title} ${c.description}`);
  }
  const changes = changesOf(event);
  if (!changes) return;
  // The revision guard makes a replayed event a no-op; `before` (the row as it was) drives the label counts.
  const { rows } = await sql<{ org_id: string; tags: string[]; deleted_at: Date | null }>`
    UPDATE course_list c SET ${changes}, revision = ${event.version}, saved_at = ${at}
    FROM (SELECT course_id, tags, deleted_at FROM course_list WHERE course_id = ${d.courseId} FOR UPDATE) AS before
    WHERE c.course_id = before.course_id AND c.revision < ${event.version}
    RETURNING c.org_id, before.tags, before.deleted_at`.execute(trx);
  const before = rows[0];
  if (!before) return;
  const words = wordsOf(event);
  if (words) await rememberWords(trx, before.org_id, words);
  if (event.type === 'CourseTagsChanged' && !before.deleted_at)
    await adjustLabelCounts(trx, before.org_id, before.tags, d.tags as string[]);
  if (event.type === 'CourseDeleted') await adjustLabelCounts(trx, before.org_id, before.tags, []);
  if (event.type === 'CourseRestored') await adjustLabelCounts(trx, before.org_id, [], before.tags);
}

export const courseListProjection: Projection = {
  name: COURSE_LIST,
  handles: LIST_CHANGING_EVENTS,
  apply,
  async reset(trx) {
    await sql`TRUNCATE course_list, course_labels, course_words`.execute(trx);
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
        await sql`
          ALTER TABLE course_list ADD COLUMN search_vector tsvector
            GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED`.execute(db);
        await sql`CREATE INDEX course_list_search_fts ON course_list USING gin (search_vector)`.execute(db);
        await sql`
          CREATE TABLE course_labels (
            org_id text NOT NULL,
            tag text NOT NULL,
            count integer NOT NULL,
            PRIMARY KEY (org_id, tag)
          )`.execute(db);
      },
    },
    '2026_11_22_14_course_words': {
      async up(db) {
        await sql`CREATE TABLE course_words (org_id text NOT NULL, word text NOT NULL, PRIMARY KEY (org_id, word))`.execute(
          db,
        );
        await sql`CREATE INDEX course_words_trgm ON course_words USING gin (word gin_trgm_ops)`.execute(db);
        await sql`
          INSERT INTO course_words (org_id, word)
          SELECT DISTINCT org_id, unnest(tsvector_to_array(search_vector)) FROM course_list
          ON CONFLICT DO NOTHING`.execute(db);
        // Search no longer compares whole texts by trigram; keeping this index would only slow writes.
        await sql`DROP INDEX course_list_search_trgm`.execute(db);
      },
    },
    '2026_11_25_21_course_list_own_thumbnail': {
      async up(db) {
        await sql`ALTER TABLE course_list ADD COLUMN own_thumbnail text`.execute(db);
      },
    },
  },
};
