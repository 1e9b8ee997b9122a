import { sql } from 'kysely';
import type { ProjectionTransaction } from '../../../platform/projections/projection';

/**
 * A course_list row as the batch fold holds it. Timestamps and the thumbnail stay in their SQL text
 * form, so a row read and written back is stored exactly as it was.
 */
export type CourseListRow = {
  course_id: string;
  org_id: string;
  created_by: string;
  owner_id: string;
  title: string;
  description: string;
  status: string;
  tags: string[];
  /** jsonb as text: 'null' (a JSON null) and NULL stay apart. */
  thumbnail: string | null;
  own_thumbnail: string | null;
  deleted_at: string | null;
  created_at: string;
  saved_at: string;
  revision: number;
  search_text: string;
};

/** The rows of these courses, locked for the rest of the transaction. */
export async function loadCourseListRows(trx: ProjectionTransaction, courseIds: string[]) {
  const { rows } = await sql<CourseListRow>`
    SELECT course_id, org_id, created_by, owner_id, title, description, status, tags, thumbnail::text AS thumbnail,
           own_thumbnail, deleted_at::text AS deleted_at, created_at::text AS created_at, saved_at::text AS saved_at,
           revision, search_text
    FROM course_list WHERE course_id = ANY(${courseIds}::text[]) FOR UPDATE`.execute(trx);
  return new Map(rows.map((row) => [row.course_id, row]));
}

/** Inserts or overwrites these rows in one statement. */
export async function writeCourseListRows(trx: ProjectionTransaction, rows: CourseListRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    INSERT INTO course_list (course_id, org_id, created_by, owner_id, title, description, status, tags, thumbnail,
                             own_thumbnail, deleted_at, created_at, saved_at, revision, search_text)
    SELECT course_id, org_id, created_by, owner_id, title, description, status, tags, thumbnail::jsonb,
           own_thumbnail, deleted_at, created_at, saved_at, revision, search_text
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
      course_id text, org_id text, created_by text, owner_id text, title text, description text, status text,
      tags text[], thumbnail text, own_thumbnail text, deleted_at timestamptz, created_at timestamptz,
      saved_at timestamptz, revision integer, search_text text)
    ON CONFLICT (course_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, title = EXCLUDED.title,
      description = EXCLUDED.description, status = EXCLUDED.status, tags = EXCLUDED.tags,
      thumbnail = EXCLUDED.thumbnail, own_thumbnail = EXCLUDED.own_thumbnail, deleted_at = EXCLUDED.deleted_at,
      saved_at = EXCLUDED.saved_at, revision = EXCLUDED.revision, search_text = EXCLUDED.search_text`.execute(trx);
}
