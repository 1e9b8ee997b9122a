import { type Selectable, sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { type CommentsTables, commentsTables } from './tables';

/** Every comment of every course, as threads are shown: content, author, mentions, status, who read it. */
export const COMMENTS = 'comments';

/** A comment as its threads show it (the table's row but its organisation). */
export type CommentRow = Omit<Selectable<CommentsTables['comments']>, 'org_id'>;

/** A course's comments, oldest first; of one block, and of one thread status, when asked. */
export async function listComments(db: Db, courseId: string, filter: { blockId?: string; status?: string } = {}) {
  const { rows } = await sql<CommentRow>`
    SELECT c.* FROM comments c
    LEFT JOIN comments root ON root.comment_id = c.parent_id
    WHERE c.course_id = ${courseId}
      ${filter.blockId ? sql`AND c.block_id = ${filter.blockId}` : sql``}
      ${filter.status ? sql`AND COALESCE(root.status, c.status) = ${filter.status}` : sql``}
    ORDER BY c.created_at, c.comment_id`.execute(db);
  return rows;
}

export async function findComment(db: Db, commentId: string): Promise<CommentRow | undefined> {
  return commentsTables(db).selectFrom('comments').selectAll().where('comment_id', '=', commentId).executeTakeFirst();
}

/** SPEC §4: open comments per block, replies included (a reply counts while its thread is open). */
export async function openCounts(db: Db, courseId: string): Promise<Record<string, number>> {
  const { rows } = await sql<{ block_id: string; count: number }>`
    SELECT c.block_id, count(*)::int AS count FROM comments c
    LEFT JOIN comments root ON root.comment_id = c.parent_id
    WHERE c.course_id = ${courseId} AND COALESCE(root.status, c.status) = 'open'
    GROUP BY c.block_id`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.block_id, r.count]));
}
