import { sql } from 'kysely';
import type { Projection } from '../../../platform/projections/projection';

type Requested = {
  jobId: string;
  kind: string;
  orgId: string;
  courseId: string;
  blockId: string;
  input: { language?: string };
};

/** Transcriptions and avatar renders: their state per block, and their figures (SPEC §7 transcribe-metrics). */
export const mediaJobsProjection: Projection = {
  name: 'media_jobs',
  handles: new Set(['MediaJobRequested', 'MediaJobStarted', 'MediaJobFinished', 'MediaJobFailed']),
  async apply(trx, event) {
    const at = event.recordedAt.toISOString();
    switch (event.type) {
      case 'MediaJobRequested': {
        const j = event.data as Requested;
        await sql`INSERT INTO media_jobs (job_id, org_id, course_id, block_id, kind, language, status, attempts, requested_at)
                  VALUES (${j.jobId}, ${j.orgId}, ${j.courseId}, ${j.blockId}, ${j.kind}, ${j.input.language ?? null}, 'INIT', 0, ${at})
                  ON CONFLICT (job_id) DO NOTHING`.execute(trx);
        return;
      }
      case 'MediaJobStarted': {
        const { jobId, attempt } = event.data as { jobId: string; attempt: number };
        await sql`UPDATE media_jobs SET status = 'IN_PROGRESS', attempts = ${attempt}, started_at = ${at} WHERE job_id = ${jobId}`.execute(
          trx,
        );
        return;
      }
      case 'MediaJobFinished': {
        const { jobId, output } = event.data as { jobId: string; output: unknown };
        await sql`UPDATE media_jobs SET status = 'COMPLETED', output = ${JSON.stringify(output)}::jsonb, finished_at = ${at}
                  WHERE job_id = ${jobId}`.execute(trx);
        return;
      }
      case 'MediaJobFailed': {
        const { jobId, reason } = event.data as { jobId: string; reason: string };
        await sql`UPDATE media_jobs SET status = 'ERROR', failure = ${reason}, finished_at = ${at} WHERE job_id = ${jobId}`.execute(
          trx,
        );
      }
    }
  },
  async reset(trx) {
    await sql`TRUNCATE media_jobs`.execute(trx);
  },
  migrations: {
    '2026_11_25_22_media_jobs': {
      async up(db) {
        await sql`
          CREATE TABLE media_jobs (
            job_id text PRIMARY KEY,
            org_id text NOT NULL,
            course_id text NOT NULL,
            block_id text NOT NULL,
            kind text NOT NULL,
            language text,
            status text NOT NULL,
            attempts integer NOT NULL,
            output jsonb,
            failure text,
            requested_at timestamptz NOT NULL,
            started_at timestamptz,
            finished_at timestamptz
          )`.execute(db);
        await sql`CREATE INDEX media_jobs_block ON media_jobs (block_id, requested_at DESC)`.execute(db);
        await sql`CREATE INDEX media_jobs_org_kind ON media_jobs (org_id, kind, requested_at DESC)`.execute(db);
      },
    },
  },
};
