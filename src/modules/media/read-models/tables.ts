import type { Db } from '../../../platform/db/database';
import type { ColumnSpecs, TablesOf } from '../../../platform/db/columns';
import type { MediaKind } from '../events';

/** The media module's tables, as their migrations make them (media-library.ts, media-jobs.ts). */
export const mediaColumns = {
  media_library: {
    media_id: 'text',
    org_id: 'text',
    course_id: 'text',
    kind: 'text',
    name: 'text',
    content_type: 'text',
    file: 'text',
    size: 'bigint',
    width: 'integer null',
    height: 'integer null',
    duration_seconds: 'real null',
    poster: 'boolean default',
    status: 'text',
    failure: 'text null',
    uploaded_by: 'text',
    uploaded_at: 'timestamptz',
  },
  media_jobs: {
    job_id: 'text',
    org_id: 'text',
    course_id: 'text',
    block_id: 'text',
    kind: 'text',
    language: 'text null',
    status: 'text',
    attempts: 'integer',
    output: 'jsonb null',
    failure: 'text null',
    requested_at: 'timestamptz',
    started_at: 'timestamptz null',
    finished_at: 'timestamptz null',
  },
} as const satisfies Record<string, ColumnSpecs>;

export type MediaTables = TablesOf<
  typeof mediaColumns,
  {
    media_library: {
      kind: MediaKind;
      status: 'processing' | 'ready' | 'failed';
    };
    media_jobs: {
      status: 'INIT' | 'IN_PROGRESS' | 'COMPLETED' | 'ERROR';
      output: { url?: string; mediaSeconds?: number; workSeconds?: number };
    };
  }
>;

/** The handle with the media tables typed: for this module's simple reads. */
export const mediaTables = (db: Db) => db.withTables<MediaTables>();
