import { namesOfUsers } from '../../identity';
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
  const { rows } = await sql<Omit<ChangeRow, 'first_name' | 'last_name'>>`
    SELECT c.change_id, c.user_id, c.kind, c.first_revision, c.last_revision, c.recorded_at, c.event_types, c.ref, c.touches
    FROM course_changes c
    WHERE c.course_id = ${courseId} ${beforeRevision === undefined ? sql`` : sql`AND c.first_revision < ${beforeRevision}`}
    ORDER BY c.first_revision DESC LIMIT ${limit}`.execute(db);
  const names = await namesOfUsers(
    db,
    rows.flatMap((r) => (r.user_id ? [r.user_id] : [])),
  );
  return rows.map((r): ChangeRow => {
    const name = r.user_id ? names.get(r.user_id) : undefined;
    return { ...r, first_name: name?.firstName ?? null, last_name: name?.lastName ?? null };
  });
}
