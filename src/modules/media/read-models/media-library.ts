import { sql } from 'kysely';
import type { Projection } from '../../../platform/projections/projection';

type Uploaded = {
  mediaId: string;
  orgId: string;
  courseId: string;
  kind: string;
  name: string;
  contentType: string;
  file: string;
  size: number;
  width?: number;
  height?: number;
  uploadedBy: string;
};

/** Every upload of an organisation, for its media library (from the `media-<id>` streams). */
export const mediaLibraryProjection: Projection = {
  name: 'media_library',
  handles: new Set(['MediaUploaded', 'MediaProcessingStarted', 'MediaProcessed', 'MediaProcessingFailed']),
  async apply(trx, event) {
    switch (event.type) {
      case 'MediaUploaded': {
        const m = event.data as Uploaded;
        await sql`INSERT INTO media_library (media_id, org_id, course_id, kind, name, content_type, file, size, width, height, status, uploaded_by, uploaded_at)
                  VALUES (${m.mediaId}, ${m.orgId}, ${m.courseId}, ${m.kind}, ${m.name}, ${m.contentType}, ${m.file}, ${m.size},
                          ${m.width ?? null}, ${m.height ?? null}, 'processing', ${m.uploadedBy}, ${event.recordedAt.toISOString()})
                  ON CONFLICT (media_id) DO NOTHING`.execute(trx);
        return;
      }
      case 'MediaProcessingStarted': {
        const { mediaId } = event.data as { mediaId: string };
        await sql`UPDATE media_library SET status = 'processing', failure = NULL WHERE media_id = ${mediaId}`.execute(
          trx,
        );
        return;
      }
      case 'MediaProcessed': {
        const { mediaId, durationSeconds, poster } = event.data as {
          mediaId: string;
          durationSeconds?: number;
          poster?: boolean;
        };
        await sql`UPDATE media_library SET status = 'ready', duration_seconds = ${durationSeconds ?? null}, poster = ${poster ?? false}
                  WHERE media_id = ${mediaId}`.execute(trx);
        return;
      }
      case 'MediaProcessingFailed': {
        const { mediaId, reason } = event.data as { mediaId: string; reason: string };
        await sql`UPDATE media_library SET status = 'failed', failure = ${reason} WHERE media_id = ${mediaId}`.execute(
          trx,
        );
      }
    }
  },
  async reset(trx) {
    await sql`TRUNCATE media_library`.execute(trx);
  },
  migrations: {
    '2026_11_25_20_media_library': {
      async up(db) {
        await sql`
          CREATE TABLE media_library (
            media_id text PRIMARY KEY,
            org_id text NOT NULL,
            course_id text NOT NULL,
            kind text NOT NULL,
            name text NOT NULL,
            content_type text NOT NULL,
            file text NOT NULL,
            size bigint NOT NULL,
            width integer,
            height integer,
            duration_seconds real,
            poster boolean NOT NULL DEFAULT false,
            status text NOT NULL,
            failure text,
            uploaded_by text NOT NULL,
            uploaded_at timestamptz NOT NULL
          )`.execute(db);
        await sql`CREATE INDEX media_library_org_recent ON media_library (org_id, uploaded_at DESC)`.execute(db);
      },
    },
  },
};
