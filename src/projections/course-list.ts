import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../platform/eventstore/types';
import type { Projection, ProjectionTransaction } from '../platform/projections/projection';

/** The dashboard's list of modules, one row per course, per organisation. */
export const COURSE_LIST = 'course_list';

type Data = Record<string, string>;

async function apply(trx: ProjectionTransaction, event: RecordedEvent): Promise<void> {
  const data = event.data as Data;
  const savedAt = event.recordedAt.toISOString();
  if (event.type === 'CourseCreated') {
    await sql`
      INSERT INTO course_list (course_id, org_id, created_by, title, description, status, created_at, saved_at, revision)
      VALUES (${data.courseId}, ${data.orgId}, ${data.createdBy}, ${data.title}, ${data.description}, 'IN_PROGRESS',
              ${savedAt}, ${savedAt}, ${event.version})
      ON CONFLICT (course_id) DO NOTHING`.execute(trx);
    return;
  }
  const change =
    event.type === 'CourseRenamed' ? sql`title = ${data.title}` : sql`description = ${data.description}`;
  // The revision guard makes a replayed event a no-op.
  await sql`
    UPDATE course_list SET ${change}, saved_at = ${savedAt}, revision = ${event.version}
    WHERE course_id = ${data.courseId} AND revision < ${event.version}`.execute(trx);
}

export const courseListProjection: Projection = {
  name: COURSE_LIST,
  handles: new Set(['CourseCreated', 'CourseRenamed', 'CourseDescribed']),
  apply,
  async reset(trx) {
    await sql`TRUNCATE course_list`.execute(trx);
  },
  migrations: {
    '2026_11_22_10_course_list': {
      async up(db) {
        await sql`
          CREATE TABLE course_list (
            course_id text PRIMARY KEY,
            org_id text NOT NULL,
            created_by text NOT NULL,
            title text NOT NULL,
            description text NOT NULL,
            status text NOT NULL,
            created_at timestamptz NOT NULL,
            saved_at timestamptz NOT NULL,
            revision integer NOT NULL
          )`.execute(db);
        await sql`CREATE INDEX course_list_org_saved ON course_list (org_id, saved_at DESC)`.execute(db);
      },
    },
  },
};

export type CourseSummary = {
  id: string;
  _id: string;
  title: string;
  description: string;
  status: string;
  createdBy: string;
  createdAt: string;
  savedAt: string;
};

type Row = {
  course_id: string;
  title: string;
  description: string;
  status: string;
  created_by: string;
  created_at: Date | string;
  saved_at: Date | string;
  total: string | number;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function listCourses(db: Kysely<any>, q: { orgId: string; pageNum: number; pageSize: number; searchTerm?: string }) {
  const search = q.searchTerm ? sql`AND title ILIKE ${`%${q.searchTerm.replace(/[\\%_]/g, '\\$&')}%`}` : sql``;
  const { rows } = await sql<Row>`
    SELECT course_id, title, description, status, created_by, created_at, saved_at, count(*) OVER () AS total
    FROM course_list WHERE org_id = ${q.orgId} ${search}
    ORDER BY saved_at DESC, course_id
    LIMIT ${q.pageSize} OFFSET ${(q.pageNum - 1) * q.pageSize}`.execute(db);
  const courses: CourseSummary[] = rows.map((r) => ({
    id: r.course_id,
    _id: r.course_id,
    title: r.title,
    description: r.description,
    status: r.status,
    createdBy: r.created_by,
    createdAt: new Date(r.created_at).toISOString(),
    savedAt: new Date(r.saved_at).toISOString(),
  }));
  return { courses, total: Number(rows[0]?.total ?? 0), pageNum: q.pageNum, pageSize: q.pageSize };
}
