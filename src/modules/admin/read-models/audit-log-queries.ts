import { type Selectable, sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { AdminTables } from './tables';
import type { Position } from '../../../platform/eventstore/types';
import { likePattern } from '../../../platform/db/like-pattern';
import { peopleNamesOf } from '../../collaborators';
import { courseIdsTitledLike, courseTitlesOf } from '../../courses';

/** The organisation's change log (see audit-log.ts). */
export const AUDIT_LOG = 'audit_log';

/** How many entries one search request reads at most: `q` filters within this window, the cursor goes on from its end. */
export const SEARCH_WINDOW = 10_000;

export type AuditFilter = {
  orgId: string;
  person?: string;
  courseId?: string;
  kind?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Words looked for in the summary, the event type and the module's title. */
  q?: string;
  /** Entries strictly older than this position (the next page). */
  before?: Position;
};

export type AuditRow = {
  position_commit: string;
  position_prepare: string;
  recorded_at: Date;
  actor_id: string;
  first_name: string | null;
  last_name: string | null;
  subject_id: string | null;
  subject_first_name: string | null;
  subject_last_name: string | null;
  kind: string;
  event_type: string;
  summary: string;
  course_id: string | null;
  course_title: string | null;
  revision: number | null;
};

const ORDER = sql`a.position_commit DESC, a.position_prepare DESC`;

function conditions(f: AuditFilter) {
  const parts = [sql`a.org_id = ${f.orgId}`];
  if (f.person !== undefined) parts.push(sql`a.actor_id = ${f.person}`);
  if (f.courseId !== undefined) parts.push(sql`a.course_id = ${f.courseId}`);
  if (f.kind !== undefined) parts.push(sql`a.kind = ${f.kind}`);
  if (f.from !== undefined) parts.push(sql`a.recorded_at >= ${f.from}`);
  if (f.to !== undefined) parts.push(sql`a.recorded_at < ${f.to}`);
  if (f.before !== undefined)
    parts.push(
      sql`(a.position_commit, a.position_prepare) < (${f.before.commit.toString()}::bigint, ${f.before.prepare.toString()}::bigint)`,
    );
  return sql.join(parts, sql` AND `);
}

/**
 * An entry as its table holds it: who and which module by id only (named when read, see `named`);
 * its position as text (COLUMNS), the bigints whole whatever the driver.
 */
type StoredRow = Pick<
  Selectable<AdminTables['audit_log']>,
  'recorded_at' | 'actor_id' | 'subject_id' | 'kind' | 'event_type' | 'summary' | 'course_id' | 'revision'
> & { position_commit: string; position_prepare: string };

const COLUMNS = sql`
  a.position_commit::text AS position_commit, a.position_prepare::text AS position_prepare, a.recorded_at,
  a.actor_id, a.subject_id, a.kind, a.event_type, a.summary, a.course_id, a.revision`;

/** The words match the summary, the event type, or the title of a module of the organisation. */
async function matchesQ(db: Db, orgId: string, q: string) {
  const p = likePattern(q);
  const titled = await courseIdsTitledLike(db, orgId, p);
  return sql`(a.summary ILIKE ${p} OR a.event_type ILIKE ${p} OR a.course_id = ANY(${titled}::text[]))`;
}

/**
 * Who did it and to whom (named now, as the people read model knows them: former members and
 * collaborators too) and on which module (titled now).
 */
async function named(db: Db, orgId: string, rows: StoredRow[]): Promise<AuditRow[]> {
  const [people, titles] = await Promise.all([
    peopleNamesOf(
      db,
      orgId,
      rows.flatMap((r) => (r.subject_id ? [r.actor_id, r.subject_id] : [r.actor_id])),
    ),
    courseTitlesOf(
      db,
      rows.flatMap((r) => (r.course_id ? [r.course_id] : [])),
    ),
  ]);
  return rows.map((r) => {
    const actor = people.get(r.actor_id);
    const subject = r.subject_id ? people.get(r.subject_id) : undefined;
    return {
      ...r,
      first_name: actor?.firstName ?? null,
      last_name: actor?.lastName ?? null,
      subject_first_name: subject?.firstName ?? null,
      subject_last_name: subject?.lastName ?? null,
      course_title: (r.course_id && titles.get(r.course_id)) ?? null,
    };
  });
}

export const positionOf = (r: Pick<AuditRow, 'position_commit' | 'position_prepare'>): Position => ({
  commit: BigInt(r.position_commit),
  prepare: BigInt(r.position_prepare),
});

/**
 * One page, newest first, and where the next one starts (null: no more). Without `q` each filter
 * walks its own index. With `q`, at most SEARCH_WINDOW entries of the other filters are read per
 * request: a page may come back short with a cursor to read on, but no request reads millions of rows.
 */
export async function auditPage(
  db: Db,
  f: AuditFilter,
  limit: number,
): Promise<{ rows: AuditRow[]; next: Position | null }> {
  if (f.q === undefined) {
    const { rows } = await sql<StoredRow>`SELECT ${COLUMNS} FROM audit_log a
      WHERE ${conditions(f)} ORDER BY ${ORDER} LIMIT ${limit + 1}`.execute(db);
    const page = rows.slice(0, limit);
    return {
      rows: await named(db, f.orgId, page),
      next: rows.length > limit ? positionOf(page[page.length - 1]!) : null,
    };
  }
  const { rows } = await sql<StoredRow & { scanned: number; last_commit: string; last_prepare: string }>`
    WITH scanned AS (
      SELECT * FROM audit_log a WHERE ${conditions(f)} ORDER BY ${ORDER} LIMIT ${SEARCH_WINDOW}
    ),
    edge AS (
      SELECT count(*)::int AS scanned, min(position_commit)::text AS last_commit,
             (array_agg(position_prepare ORDER BY position_commit, position_prepare))[1]::text AS last_prepare
      FROM scanned
    )
    SELECT ${COLUMNS}, edge.scanned, edge.last_commit, edge.last_prepare
    FROM edge LEFT JOIN scanned a ON ${await matchesQ(db, f.orgId, f.q)}
    ORDER BY ${ORDER} LIMIT ${limit + 1}`.execute(db);
  const edge = rows[0];
  const found = rows.filter((r) => r.position_commit !== null);
  const page = found.slice(0, limit);
  if (found.length > limit) return { rows: await named(db, f.orgId, page), next: positionOf(page[page.length - 1]!) };
  const windowFull = edge !== undefined && edge.scanned >= SEARCH_WINDOW;
  return {
    rows: await named(db, f.orgId, page),
    next: windowFull ? { commit: BigInt(edge.last_commit), prepare: BigInt(edge.last_prepare) } : null,
  };
}

/** Every entry of the filter, newest first, in batches read by position: for exports of any size. */
export async function* auditEntries(db: Db, f: AuditFilter, batchSize = 2000): AsyncGenerator<AuditRow[]> {
  let before = f.before;
  const matching = f.q === undefined ? sql`` : sql`AND ${await matchesQ(db, f.orgId, f.q)}`;
  for (;;) {
    const { rows } = await sql<StoredRow>`SELECT ${COLUMNS} FROM audit_log a
      WHERE ${conditions({ ...f, before })} ${matching}
      ORDER BY ${ORDER} LIMIT ${batchSize}`.execute(db);
    if (rows.length === 0) return;
    yield await named(db, f.orgId, rows);
    if (rows.length < batchSize) return;
    before = positionOf(rows[rows.length - 1]!);
  }
}
