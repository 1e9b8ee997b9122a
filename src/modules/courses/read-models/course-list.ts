import { sql } from 'kysely';
import { LIST_CHANGING_EVENTS } from '../events';
import type { RecordedEvent } from '../../../platform/eventstore/types';
import type { Projection, ProjectionTransaction } from '../../../platform/projections/projection';
import { type LabelMove, moveLabelCounts } from './course-labels';
import { liveCountsMigration } from './course-list-counts';
import { COURSE_LIST, liveListIndexesMigration } from './course-list-queries';
import { type CourseListRow, loadCourseListRows, writeCourseListRows } from './course-list-rows';
import { rememberWords } from './course-words';

/**
 * The dashboard's list of modules, one row per course, with the label counts of each organisation.
 * A batch of events is folded in memory over the rows it touches, which are read once and written
 * back once; a single event is a batch of one.
 */

type Data = { courseId: string } & Record<string, unknown>;

const withSearchText = (row: CourseListRow): CourseListRow => ({
  ...row,
  search_text: `${row.title} ${row.description} ${row.tags.join(' ')}`,
});

/** The row after an event's column changes, or null for an event that changes no column. */
function changed(row: CourseListRow, event: RecordedEvent): CourseListRow | null {
  const d = event.data as Data;
  switch (event.type) {
    case 'CourseRenamed':
      return withSearchText({ ...row, title: d.title as string });
    case 'CourseDescribed':
      return withSearchText({ ...row, description: d.description as string });
    case 'CourseTagsChanged':
      return withSearchText({ ...row, tags: d.tags as string[] });
    case 'CourseThumbnailChanged':
      return { ...row, thumbnail: JSON.stringify(d.thumbnail) ?? null };
    case 'CourseThumbnailDrafted':
    case 'CourseThumbnailPublished':
      return { ...row, own_thumbnail: (d.url as string | null | undefined) ?? null };
    case 'CourseDeleted':
      return { ...row, deleted_at: (d.deletedAt as string | undefined) ?? null };
    case 'CourseRestored':
      return { ...row, deleted_at: null };
    case 'CourseOwnerChanged':
      return { ...row, owner_id: d.ownerId as string };
    case 'DraftingStarted':
      return { ...row, status: 'DRAFTING' };
    case 'CoursePublished':
      return { ...row, status: 'PUBLISHED' };
    case 'CourseUnpublished':
      return { ...row, status: 'UNPUBLISHED' };
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

/** How a module's labels count in its organisation as an event changes the row from `before`. */
function labelMove(before: CourseListRow, event: RecordedEvent): LabelMove | null {
  const orgId = before.org_id;
  if (event.type === 'CourseTagsChanged' && !before.deleted_at)
    return { orgId, before: before.tags, after: (event.data as Data).tags as string[] };
  if (event.type === 'CourseDeleted') return { orgId, before: before.tags, after: [] };
  if (event.type === 'CourseRestored') return { orgId, before: [], after: before.tags };
  return null;
}

type Fold = {
  rows: Map<string, CourseListRow>;
  dirty: Set<string>;
  words: Array<{ orgId: string; text: string }>;
  labelMoves: LabelMove[];
};

function fold(state: Fold, event: RecordedEvent): void {
  const d = event.data as Data;
  const at = event.recordedAt.toISOString();
  if (event.type === 'CourseCreated') {
    const c = d as Data & { orgId: string; createdBy: string; title: string; description: string };
    if (!state.rows.has(c.courseId)) {
      state.rows.set(c.courseId, {
        course_id: c.courseId,
        org_id: c.orgId,
        created_by: c.createdBy,
        owner_id: c.createdBy,
        title: c.title,
        description: c.description,
        status: 'IN_PROGRESS',
        tags: [],
        thumbnail: null,
        own_thumbnail: null,
        deleted_at: null,
        created_at: at,
        saved_at: at,
        revision: event.version,
        search_text: `${c.title} ${c.description}`,
      });
      state.dirty.add(c.courseId);
    }
    state.words.push({ orgId: c.orgId, text: `${c.title} ${c.description}` });
    return;
  }
  const before = state.rows.get(d.courseId);
  // The revision guard makes a replayed event a no-op.
  if (!before || before.revision >= event.version) return;
  const after = changed(before, event);
  if (!after) return;
  state.rows.set(d.courseId, { ...after, revision: event.version, saved_at: at });
  state.dirty.add(d.courseId);
  const words = wordsOf(event);
  if (words) state.words.push({ orgId: before.org_id, text: words });
  const move = labelMove(before, event);
  if (move) state.labelMoves.push(move);
}

async function applyBatch(trx: ProjectionTransaction, events: RecordedEvent[]): Promise<void> {
  const courseIds = [...new Set(events.map((e) => (e.data as Data).courseId))];
  const state: Fold = { rows: await loadCourseListRows(trx, courseIds), dirty: new Set(), words: [], labelMoves: [] };
  for (const event of events) fold(state, event);
  await writeCourseListRows(
    trx,
    [...state.dirty].map((id) => state.rows.get(id)!),
  );
  await rememberWords(trx, state.words);
  await moveLabelCounts(trx, state.labelMoves);
}

export const courseListProjection: Projection = {
  name: COURSE_LIST,
  handles: LIST_CHANGING_EVENTS,
  apply: (trx, event) => applyBatch(trx, [event]),
  applyBatch,
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
    '2026_11_30_21_course_list_live_indexes': liveListIndexesMigration,
    '2026_11_30_22_course_list_counts': liveCountsMigration,
  },
};
