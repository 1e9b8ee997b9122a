import { namesOfUsers } from '../../identity';
import { sql, type Migration, type RawBuilder, type Selectable } from 'kysely';
import { labelledModuleCount, liveModuleCount } from './course-list-counts';
import { searchQuery } from './course-words';
import type { Db } from '../../../platform/db/database';
import { type CoursesTables, coursesTables } from './tables';

export const COURSE_LIST = 'course_list';

/** What the dashboard shows of a module. */
export type CourseSummary = {
  id: string;
  _id: string;
  title: string;
  description: string;
  status: string;
  createdBy: string;
  createdByName: string | null;
  createdAt: string;
  savedAt: string;
  tags: string[];
  thumbnail: { type: 'image' | 'video'; url: string } | null;
  isFavourite: boolean;
  deletedAt: string | null;
};

/** `everything`: the admin's view, live modules and the deleted ones still restorable. */
export type ListFilter = 'all' | 'my-content' | 'shared' | 'drafts' | 'deleted' | 'favourites' | 'everything';
export type SortBy = 'savedAt' | 'title' | 'createdAt';

export type ListQuery = {
  orgId: string;
  /** The caller: "my" content, favourites, and what they may restore. */
  userId: string;
  isAdmin: boolean;
  /** How long a deleted module stays restorable (the courses module's rule). */
  restoreWindowDays: number;
  filter: ListFilter;
  createdBy?: string;
  /** One status only (IN_PROGRESS, DRAFTING, PUBLISHED, UNPUBLISHED). */
  status?: string;
  searchTerm?: string;
  tags?: string[];
  sortBy: SortBy;
  pageNum: number;
  pageSize: number;
};

/** Counting stops here: "10,000+ modules" is all a person needs, and counting 100,000 rows is not free. */
export const MAX_COUNT = 10_000;
/**
 * A search's count stops sooner: each match counted is a read of its module's row (full-text
 * matches are not in a covering index), so "1,000+ modules" keeps a broad search as fast as a narrow one.
 */
export const MAX_SEARCH_COUNT = 1_000;

const ORDER: Record<SortBy, RawBuilder<unknown>> = {
  savedAt: sql`c.saved_at DESC, c.course_id`,
  title: sql`lower(c.title), c.course_id`,
  createdAt: sql`c.created_at DESC, c.course_id`,
};

/**
 * The live modules in each ORDER, carrying every column the library's filters test (labels, owner,
 * status): a page of the library, however deep, is found by an index-only scan, and only its rows
 * are read from the table. Deleted modules (the admin's views) use the older, complete indexes.
 */
export const liveListIndexesMigration: Migration = {
  async up(db) {
    const covering = sql`INCLUDE (owner_id, status, tags) WHERE deleted_at IS NULL`;
    await sql`CREATE INDEX course_list_live_saved ON course_list (org_id, saved_at DESC, course_id) ${covering}`.execute(
      db,
    );
    await sql`CREATE INDEX course_list_live_created ON course_list (org_id, created_at DESC, course_id) ${covering}`.execute(
      db,
    );
    // With the title itself included, ordering by lower(title) needs nothing from the table.
    await sql`
      CREATE INDEX course_list_live_title ON course_list (org_id, lower(title), course_id)
      INCLUDE (title, owner_id, status, tags) WHERE deleted_at IS NULL`.execute(db);
  },
};

function conditions(q: ListQuery, tsquery: string | null): RawBuilder<unknown>[] {
  const where = [sql`c.org_id = ${q.orgId}`];
  const restorable = sql`c.deleted_at > now() - make_interval(days => ${q.restoreWindowDays})`;
  if (q.filter === 'deleted') {
    where.push(restorable);
    if (!q.isAdmin) where.push(sql`c.owner_id = ${q.userId}`);
  } else if (q.filter === 'everything') {
    where.push(sql`(c.deleted_at IS NULL OR ${restorable})`);
  } else {
    where.push(sql`c.deleted_at IS NULL`);
  }
  if (q.filter === 'my-content') where.push(sql`c.owner_id = ${q.userId}`);
  if (q.filter === 'shared') where.push(sql`c.owner_id <> ${q.userId}`);
  if (q.filter === 'drafts') where.push(sql`c.status = 'DRAFTING'`);
  if (q.filter === 'favourites') where.push(sql`f.user_id IS NOT NULL`);
  if (q.createdBy) where.push(sql`c.owner_id = ${q.createdBy}`);
  if (q.status) where.push(sql`c.status = ${q.status}`);
  if (q.tags?.length) where.push(sql`c.tags @> ${q.tags}::text[]`);
  if (tsquery) where.push(sql`c.search_vector @@ to_tsquery('simple', ${tsquery})`);
  return where;
}

type Row = Pick<
  Selectable<CoursesTables['course_list']>,
  | 'course_id'
  | 'title'
  | 'description'
  | 'status'
  | 'owner_id'
  | 'created_at'
  | 'saved_at'
  | 'tags'
  | 'thumbnail'
  | 'own_thumbnail'
  | 'deleted_at'
> & { is_favourite: boolean };

/** "First Last" as the owner goes by now; null when they are no member (any more) or have no name. */
const fullName = (name: { firstName: string | null; lastName: string | null } | undefined) =>
  name?.firstName == null || name.lastName == null ? null : `${name.firstName} ${name.lastName}`.trim() || null;

const toSummary = (r: Row, owner: Parameters<typeof fullName>[0]): CourseSummary => ({
  id: r.course_id,
  _id: r.course_id,
  title: r.title,
  description: r.description,
  status: r.status,
  createdBy: r.owner_id,
  createdByName: fullName(owner),
  createdAt: new Date(r.created_at).toISOString(),
  savedAt: new Date(r.saved_at).toISOString(),
  tags: r.tags,
  // The module's own thumbnail (its draft's, or the published one), else its placeholder.
  thumbnail: r.own_thumbnail ? { type: 'image', url: r.own_thumbnail } : r.thumbnail,
  isFavourite: r.is_favourite,
  deletedAt: r.deleted_at ? new Date(r.deleted_at).toISOString() : null,
});

const FROM = (q: ListQuery, tsquery: string | null) => sql`
  FROM course_list c
  LEFT JOIN course_favourites f ON f.user_id = ${q.userId} AND f.course_id = c.course_id
  WHERE ${sql.join(conditions(q, tsquery), sql` AND `)}`;

/** The page's ids come from an index-only scan when the filters allow; then only those rows are read. */
async function pageOf(db: Db, q: ListQuery, tsquery: string | null) {
  const { rows } = await sql<Row>`
    SELECT c.course_id, c.title, c.description, c.status, c.owner_id,
           c.created_at, c.saved_at, c.tags, c.thumbnail, c.own_thumbnail, c.deleted_at, (f.user_id IS NOT NULL) AS is_favourite
    FROM (SELECT c.course_id ${FROM(q, tsquery)}
          ORDER BY ${ORDER[q.sortBy]} LIMIT ${q.pageSize} OFFSET ${(q.pageNum - 1) * q.pageSize}) AS page
    JOIN course_list c ON c.course_id = page.course_id
    LEFT JOIN course_favourites f ON f.user_id = ${q.userId} AND f.course_id = c.course_id
    ORDER BY ${ORDER[q.sortBy]}`.execute(db);
  const names = await namesOfUsers(
    db,
    rows.map((r) => r.owner_id),
  );
  return rows.map((r) => toSummary(r, names.get(r.owner_id)));
}

/**
 * How many modules match, up to `cap` + 1. The plain list and a one-label filter read kept
 * counters (no scan whatever the library's size); other combinations count their matches.
 */
async function countOf(db: Db, q: ListQuery, tsquery: string | null, cap: number): Promise<number> {
  const labels = [...new Set(q.tags)];
  if (q.filter === 'all' && !q.createdBy && !q.status && !tsquery) {
    if (labels.length === 0) return liveModuleCount(db, q.orgId);
    if (labels.length === 1) return labelledModuleCount(db, q.orgId, labels[0]!);
  }
  const count = sql<{ total: string | number }>`
    SELECT count(*) AS total FROM (SELECT 1 ${FROM(q, tsquery)} LIMIT ${cap + 1}) AS matching`;
  if (!tsquery) return Number((await count.execute(db)).rows[0]?.total ?? 0);
  // Under the LIMIT the planner takes a sequential scan for one that stops early, but it matches
  // every module's text on its way (two words over 100,000 modules: 30 ms); the search index
  // finds the same matches in a few.
  const { rows } = await db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('enable_seqscan', 'off', true)`.execute(trx);
    return count.execute(trx);
  });
  return Number(rows[0]?.total ?? 0);
}

/** One page and the total (up to MAX_COUNT, or MAX_SEARCH_COUNT); the page and the count run side by side. */
export async function listCourses(db: Db, q: ListQuery) {
  const tsquery = q.searchTerm ? await searchQuery(db, q.orgId, q.searchTerm) : null;
  const cap = tsquery ? MAX_SEARCH_COUNT : MAX_COUNT;
  const [courses, total] = await Promise.all([pageOf(db, q, tsquery), countOf(db, q, tsquery, cap)]);
  return {
    courses,
    total: Math.min(total, cap),
    totalCapped: total > cap,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** Of these modules, the ones that exist, are not deleted and belong to the organisation; newest saved first. */
export async function visibleCourseIds(db: Db, orgId: string, courseIds: string[]): Promise<string[]> {
  if (courseIds.length === 0) return [];
  const rows = await coursesTables(db)
    .selectFrom('course_list')
    .select('course_id')
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb('course_id', '=', eb.fn.any(eb.val(courseIds))))
    .orderBy('saved_at', 'desc')
    .execute();
  return rows.map((r) => r.course_id);
}

export async function labelSuggestions(
  db: Db,
  q: { orgId: string; tagStr?: string; published: boolean; page: number; limit: number },
) {
  const match = q.tagStr ? sql`AND tag ILIKE ${`%${q.tagStr.replace(/[\\%_]/g, '\\$&')}%`}` : sql``;
  const source = q.published
    ? sql`(SELECT org_id, tag, count(*)::int AS count FROM course_list, unnest(tags) AS tag
           WHERE org_id = ${q.orgId} AND status = 'PUBLISHED' AND deleted_at IS NULL GROUP BY org_id, tag)`
    : sql`course_labels`;
  const { rows } = await sql<{ tag: string; count: number }>`
    SELECT tag, count FROM ${source} AS l WHERE l.org_id = ${q.orgId} ${match}
    ORDER BY count DESC, lower(tag) LIMIT ${q.limit + 1} OFFSET ${(q.page - 1) * q.limit}`.execute(db);
  return { tags: rows.slice(0, q.limit), hasMore: rows.length > q.limit };
}

export async function labelsInUse(db: Db, orgId: string) {
  const rows = await coursesTables(db)
    .selectFrom('course_labels')
    .select(['tag', 'count'])
    .where('org_id', '=', orgId)
    .where('count', '>', 0)
    .orderBy((eb) => eb.fn('lower', ['tag']))
    .execute();
  return { tags: rows };
}

/** The organisation's published modules (not deleted), as LTI offers them. */
const publishedModules = (db: Db, orgId: string) =>
  coursesTables(db)
    .selectFrom('course_list')
    .select(['course_id as courseId', 'title', 'description'])
    .where('org_id', '=', orgId)
    .where('status', '=', 'PUBLISHED')
    .where('deleted_at', 'is', null);

/** One published module of an organisation, or null (unknown, of another organisation, unpublished, deleted). */
export async function publishedModuleOf(db: Db, orgId: string, courseId: string) {
  const row = await publishedModules(db, orgId).where('course_id', '=', courseId).executeTakeFirst();
  return row ?? null;
}

/** An organisation's published modules, by title: what an LMS teacher may add through LTI Deep Linking. */
export async function publishedModulesOf(db: Db, orgId: string) {
  return publishedModules(db, orgId)
    .orderBy((eb) => eb.fn('lower', ['title']))
    .orderBy('course_id')
    .limit(500)
    .execute();
}

/** Each organisation's modules counted by status (deleted ones apart); an organisation with none is absent. */
export async function moduleCountsOf(db: Db, orgIds: readonly string[]) {
  type Counts = { in_progress: number; drafting: number; published: number; unpublished: number; deleted: number };
  if (orgIds.length === 0) return new Map<string, Counts>();
  const { rows } = await sql<Counts & { org_id: string }>`
    SELECT org_id,
           count(*) FILTER (WHERE deleted_at IS NULL AND status = 'IN_PROGRESS')::int AS in_progress,
           count(*) FILTER (WHERE deleted_at IS NULL AND status = 'DRAFTING')::int AS drafting,
           count(*) FILTER (WHERE deleted_at IS NULL AND status = 'PUBLISHED')::int AS published,
           count(*) FILTER (WHERE deleted_at IS NULL AND status = 'UNPUBLISHED')::int AS unpublished,
           count(*) FILTER (WHERE deleted_at IS NOT NULL)::int AS deleted
    FROM course_list WHERE org_id = ANY(${[...orgIds]}::text[]) GROUP BY org_id`.execute(db);
  return new Map(rows.map(({ org_id, ...counts }) => [org_id, counts]));
}

/** The titles these modules have now (deleted ones too), by id; an id that is no module is absent. */
export async function courseTitlesOf(db: Db, courseIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(courseIds)];
  if (ids.length === 0) return new Map();
  const rows = await coursesTables(db)
    .selectFrom('course_list')
    .select(['course_id', 'title'])
    .where((eb) => eb('course_id', '=', eb.fn.any(eb.val(ids))))
    .execute();
  return new Map(rows.map((r) => [r.course_id, r.title]));
}

/** The organisation's modules (deleted ones too) whose title matches a LIKE pattern. */
export async function courseIdsTitledLike(db: Db, orgId: string, pattern: string): Promise<string[]> {
  const rows = await coursesTables(db)
    .selectFrom('course_list')
    .select('course_id')
    .where('org_id', '=', orgId)
    .where('title', 'ilike', pattern)
    .execute();
  return rows.map((r) => r.course_id);
}

/** Whether the module (deleted or not) belongs to the organisation. */
export async function isCourseOfOrganisation(db: Db, orgId: string, courseId: string): Promise<boolean> {
  const row = await coursesTables(db)
    .selectFrom('course_list')
    .select('course_id')
    .where('course_id', '=', courseId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row !== undefined;
}
