import { courseTitlesOf } from '../../courses';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { type MediaTables, mediaTables } from './tables';

export const MEDIA_JOBS = 'media_jobs';

type Row = Selectable<MediaTables['media_jobs']>;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** One job as the editor and the metrics see it. */
const toJob = (r: Row) => ({
  id: r.job_id,
  courseId: r.course_id,
  blockId: r.block_id,
  kind: r.kind,
  language: r.language,
  status: r.status,
  attempts: r.attempts,
  url: r.output?.url ?? null,
  error: r.failure,
  mediaSeconds: r.output?.mediaSeconds ?? null,
  workSeconds: r.output?.workSeconds ?? null,
  /** Work time over media time: below 1 is faster than real time. */
  realTimeFactor:
    r.output?.mediaSeconds && r.output.workSeconds !== undefined ? r.output.workSeconds / r.output.mediaSeconds : null,
  requestedAt: iso(r.requested_at),
  finishedAt: iso(r.finished_at),
});
export type MediaJob = ReturnType<typeof toJob>;

/** The latest job of this kind on a block of the organisation, or null. */
export async function latestJobOfBlock(db: Db, orgId: string, blockId: string, kind: string) {
  const row = await mediaTables(db)
    .selectFrom('media_jobs')
    .selectAll()
    .where('block_id', '=', blockId)
    .where('org_id', '=', orgId)
    .where('kind', '=', kind)
    .orderBy('requested_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toJob(row) : null;
}

/** An organisation's jobs of one kind, newest first, a page at a time. */
export async function listJobs(db: Db, q: { orgId: string; kind: string; pageNum: number; pageSize: number }) {
  const ofKind = mediaTables(db).selectFrom('media_jobs').where('org_id', '=', q.orgId).where('kind', '=', q.kind);
  const [page, count] = await Promise.all([
    ofKind
      .selectAll()
      .orderBy('requested_at', 'desc')
      .orderBy('job_id')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    ofKind.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
  ]);
  return {
    items: page.map(toJob),
    total: Number(count?.total ?? 0),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** Each module with transcriptions: how many, how they ended, and the seconds of media transcribed; the latest first. */
export async function transcriptionsPerModule(db: Db, q: { orgId: string; pageNum: number; pageSize: number }) {
  const [page, count] = await Promise.all([
    sql<{
      courseId: string;
      jobs: number;
      completed: number;
      failed: number;
      languages: string[];
      mediaSeconds: number;
      workSeconds: number;
      lastRequestedAt: Date | string;
    }>`
      SELECT j.course_id AS "courseId", count(*)::int AS jobs,
        (count(*) FILTER (WHERE j.status = 'COMPLETED'))::int AS completed,
        (count(*) FILTER (WHERE j.status = 'ERROR'))::int AS failed,
        coalesce(array_agg(DISTINCT j.language) FILTER (WHERE j.language IS NOT NULL), '{}') AS languages,
        coalesce(sum((j.output->>'mediaSeconds')::float8) FILTER (WHERE j.status = 'COMPLETED'), 0)::float8 AS "mediaSeconds",
        coalesce(sum((j.output->>'workSeconds')::float8) FILTER (WHERE j.status = 'COMPLETED'), 0)::float8 AS "workSeconds",
        max(j.requested_at) AS "lastRequestedAt"
      FROM media_jobs j
      WHERE j.org_id = ${q.orgId} AND j.kind = 'transcribe'
      GROUP BY j.course_id
      ORDER BY max(j.requested_at) DESC, j.course_id
      LIMIT ${q.pageSize} OFFSET ${(q.pageNum - 1) * q.pageSize}`.execute(db),
    mediaTables(db)
      .selectFrom('media_jobs')
      .select((eb) => eb.cast<number>(eb.fn.count('course_id').distinct(), 'integer').as('total'))
      .where('org_id', '=', q.orgId)
      .where('kind', '=', 'transcribe')
      .executeTakeFirst(),
  ]);
  const titles = await courseTitlesOf(
    db,
    page.rows.map((r) => r.courseId),
  );
  return {
    items: page.rows.map((r) => ({
      ...r,
      title: titles.get(r.courseId) ?? '',
      lastRequestedAt: iso(r.lastRequestedAt),
    })),
    total: count?.total ?? 0,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
