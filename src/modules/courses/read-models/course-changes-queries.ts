import { namesOfUsers } from '../../identity';
import type { Db } from '../../../platform/db/database';
import type { BlockTouch } from './course-change-touches';
import { coursesTables } from './tables';

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
  const rows = await coursesTables(db)
    .selectFrom('course_changes')
    .select([
      'change_id',
      'user_id',
      'kind',
      'first_revision',
      'last_revision',
      'recorded_at',
      'event_types',
      'ref',
      'touches',
    ])
    .where('course_id', '=', courseId)
    .$if(beforeRevision !== undefined, (q) => q.where('first_revision', '<', beforeRevision!))
    .orderBy('first_revision', 'desc')
    .limit(limit)
    .execute();
  const names = await namesOfUsers(
    db,
    rows.flatMap((r) => (r.user_id ? [r.user_id] : [])),
  );
  return rows.map((r): ChangeRow => {
    const name = r.user_id ? names.get(r.user_id) : undefined;
    return { ...r, first_name: name?.firstName ?? null, last_name: name?.lastName ?? null };
  });
}
