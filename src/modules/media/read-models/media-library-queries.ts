import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { likePattern } from '../../../platform/db/like-pattern';

export const MEDIA_LIBRARY = 'media_library';

/** One upload as the media library lists it. */
export type MediaItem = {
  mediaId: string;
  courseId: string;
  kind: 'image' | 'video' | 'audio' | 'captions';
  name: string;
  contentType: string;
  file: string;
  size: number;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  poster: boolean;
  status: 'processing' | 'ready' | 'failed';
  failure: string | null;
  uploadedBy: string;
  uploadedAt: string;
};

type Row = {
  media_id: string;
  course_id: string;
  kind: MediaItem['kind'];
  name: string;
  content_type: string;
  file: string;
  size: string | number;
  width: number | null;
  height: number | null;
  duration_seconds: number | null;
  poster: boolean;
  status: MediaItem['status'];
  failure: string | null;
  uploaded_by: string;
  uploaded_at: Date | string;
};

const toItem = (r: Row): MediaItem => ({
  mediaId: r.media_id,
  courseId: r.course_id,
  kind: r.kind,
  name: r.name,
  contentType: r.content_type,
  file: r.file,
  size: Number(r.size),
  width: r.width,
  height: r.height,
  durationSeconds: r.duration_seconds,
  poster: r.poster,
  status: r.status,
  failure: r.failure,
  uploadedBy: r.uploaded_by,
  uploadedAt: new Date(r.uploaded_at).toISOString(),
});

/** An organisation's uploads, newest first, by name and kind. */
export async function listMedia(
  db: Db,
  q: { orgId: string; searchTerm: string; kind?: string; pageNum: number; pageSize: number },
): Promise<{ items: MediaItem[]; total: number }> {
  const where = [sql`org_id = ${q.orgId}`];
  // Captions belong to their video: listed only when asked for.
  where.push(q.kind ? sql`kind = ${q.kind}` : sql`kind <> 'captions'`);
  if (q.searchTerm) where.push(sql`name ILIKE ${likePattern(q.searchTerm)}`);
  const condition = sql.join(where, sql` AND `);
  const [rows, count] = await Promise.all([
    sql<Row>`SELECT * FROM media_library WHERE ${condition} ORDER BY uploaded_at DESC, media_id
             LIMIT ${q.pageSize} OFFSET ${(q.pageNum - 1) * q.pageSize}`.execute(db),
    sql<{ total: string | number }>`SELECT count(*) AS total FROM media_library WHERE ${condition}`.execute(db),
  ]);
  return { items: rows.rows.map(toItem), total: Number(count.rows[0]?.total ?? 0) };
}

/** One upload of this organisation, or null (another organisation's is not found either). */
export async function mediaItem(db: Db, orgId: string, mediaId: string): Promise<MediaItem | null> {
  const { rows } =
    await sql<Row>`SELECT * FROM media_library WHERE media_id = ${mediaId} AND org_id = ${orgId}`.execute(db);
  return rows[0] ? toItem(rows[0]) : null;
}

/** Every upload of the organisation, oldest first, by id (what its export carries). */
export async function mediaIdsOf(db: Db, orgId: string): Promise<string[]> {
  const { rows } = await sql<{ media_id: string }>`
    SELECT media_id FROM media_library WHERE org_id = ${orgId} ORDER BY uploaded_at`.execute(db);
  return rows.map((r) => r.media_id);
}
