import type { Selectable } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { type MediaTables, mediaTables } from './tables';
import { likePattern } from '../../../platform/db/like-pattern';
import type { MediaKind } from '../events';

export const MEDIA_LIBRARY = 'media_library';

/** One upload as the media library lists it. */
export type MediaItem = {
  mediaId: string;
  courseId: string;
  kind: MediaKind;
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

type Row = Selectable<MediaTables['media_library']>;

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
  uploadedAt: r.uploaded_at.toISOString(),
});

/** An organisation's uploads, newest first, by name and kind. */
export async function listMedia(
  db: Db,
  q: { orgId: string; searchTerm: string; kind?: string; pageNum: number; pageSize: number },
): Promise<{ items: MediaItem[]; total: number }> {
  const matching = mediaTables(db)
    .selectFrom('media_library')
    .where('org_id', '=', q.orgId)
    // Captions belong to their video: listed only when asked for (a kind no upload has matches none).
    .where((eb) => (q.kind ? eb('kind', '=', q.kind as Row['kind']) : eb('kind', '<>', 'captions')))
    .$if(Boolean(q.searchTerm), (query) => query.where('name', 'ilike', likePattern(q.searchTerm)));
  const [rows, count] = await Promise.all([
    matching
      .selectAll()
      .orderBy('uploaded_at', 'desc')
      .orderBy('media_id')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    matching.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
  ]);
  return { items: rows.map(toItem), total: Number(count?.total ?? 0) };
}

/** One upload of this organisation, or null (another organisation's is not found either). */
export async function mediaItem(db: Db, orgId: string, mediaId: string): Promise<MediaItem | null> {
  const row = await mediaTables(db)
    .selectFrom('media_library')
    .selectAll()
    .where('media_id', '=', mediaId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row ? toItem(row) : null;
}

/** Every upload of the organisation, oldest first, by id (what its export carries). */
export async function mediaIdsOf(db: Db, orgId: string): Promise<string[]> {
  const rows = await mediaTables(db)
    .selectFrom('media_library')
    .select('media_id')
    .where('org_id', '=', orgId)
    .orderBy('uploaded_at')
    .execute();
  return rows.map((r) => r.media_id);
}
