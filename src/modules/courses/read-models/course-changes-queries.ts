import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { BlockTouch } from './course-change-touches';

/** Every change to every course, with who and when: the history panel and the admin change log. */
export const COURSE_CHANGES = 'course_changes';

export type ChangeRow = {
  change_id: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  kind: string;
  first_revision: number;
  last_revision: number;
  recorded_at: Date;
  event_types: string[];
  ref: string | null;
  touches: BlockTouch[];
};

/** A course's changes, newest first, with the author's name. */
export async function listChanges(db: Db, courseId: string, limit: number, beforeRevision?: number) {
  const { rows } = await sql<ChangeRow>`
    SELECT c.change_id, c.user_id, u.first_name, u.last_name, c.kind, c.first_revision, c.last_revision, c.recorded_at, c.event_types, c.ref, c.touches
    FROM course_changes c LEFT JOIN users u ON u.user_id = c.user_id
    WHERE c.course_id = ${courseId} ${beforeRevision === undefined ? sql`` : sql`AND c.first_revision < ${beforeRevision}`}
    ORDER BY c.first_revision DESC LIMIT ${limit}`.execute(db);
  return rows;
}
