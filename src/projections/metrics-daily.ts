import { sql } from 'kysely';
import type { RecordedEvent } from '../platform/eventstore/types';
import type { Projection, ProjectionTransaction } from '../platform/projections/projection';
import { courseEventSchemas } from '../modules/courses';
import { VIEW_WINDOW_MINUTES } from '../modules/delivery';
import { METRICS_DAILY, type Metric } from './metrics-daily-queries';

type Meta = { orgId?: string; userId?: string; changeId?: string };

/** Course events that are not an author's edit: the lifecycle, and the markers of automatic steps. */
const NOT_EDITS = new Set([
  'CourseCreated',
  'CoursePublished',
  'CourseUnpublished',
  'CourseThumbnailPublished',
  'DraftingStarted',
  'CourseDeleted',
  'CourseRestored',
  'CourseOwnerChanged',
]);
const COURSE_EVENTS = new Set(Object.keys(courseEventSchemas));
const COMMENT_CHANGES = new Set([
  'CommentAdded',
  'CommentEdited',
  'CommentDeleted',
  'CommentStatusChanged',
  'BlockCommentsDeleted',
]);

async function add(trx: ProjectionTransaction, orgId: string, day: string, metric: Metric, by = 1) {
  await sql`INSERT INTO metrics_daily (org_id, day, metric, value) VALUES (${orgId}, ${day}, ${metric}, ${by})
            ON CONFLICT (org_id, day, metric) DO UPDATE SET value = metrics_daily.value + EXCLUDED.value`.execute(trx);
}

/** Adds `member` to the day's set; true when it was not in it yet (the day's distinct modules, people, changes). */
async function firstOfDay(trx: ProjectionTransaction, orgId: string, day: string, set: string, member: string) {
  const { rows } = await sql`INSERT INTO metrics_daily_members (org_id, day, set_name, member)
            VALUES (${orgId}, ${day}, ${set}, ${member}) ON CONFLICT DO NOTHING RETURNING member`.execute(trx);
  return rows.length > 0;
}

async function courseEvent(trx: ProjectionTransaction, e: RecordedEvent, orgId: string, day: string, meta: Meta) {
  const courseId = (e.data as { courseId: string }).courseId;
  const changeId = meta.changeId ?? e.id;
  if (e.type === 'CourseCreated') {
    await add(trx, orgId, day, 'modulesCreated');
    // The starting blocks come in the creation's own change: claimed here, they are not an edit.
    await firstOfDay(trx, orgId, day, 'changes', changeId);
  } else if (e.type === 'CoursePublished') await add(trx, orgId, day, 'modulesPublished');
  else if (!NOT_EDITS.has(e.type) && (await firstOfDay(trx, orgId, day, 'changes', changeId))) {
    await add(trx, orgId, day, 'edits');
    if (await firstOfDay(trx, orgId, day, 'modules', courseId)) await add(trx, orgId, day, 'modulesEdited');
  }
}

async function commentEvent(trx: ProjectionTransaction, e: RecordedEvent, orgId: string, day: string) {
  const d = e.data as { commentId: string; parentId?: string | null; status?: string };
  if (e.type === 'CommentAdded') {
    await add(trx, orgId, day, 'commentsCreated');
    if (d.parentId === null)
      await sql`INSERT INTO metrics_comment_threads (comment_id, created_at) VALUES (${d.commentId}, ${e.recordedAt})
                ON CONFLICT DO NOTHING`.execute(trx);
  } else if (e.type === 'CommentStatusChanged' && d.status === 'resolved') {
    // Only threads never resolved are kept: a thread counts once, at its first resolution (reopening is not a second one).
    const { rows } = await sql<{ seconds: number | string }>`
      DELETE FROM metrics_comment_threads WHERE comment_id = ${d.commentId}
      RETURNING GREATEST(0, EXTRACT(EPOCH FROM (${e.recordedAt}::timestamptz - created_at)))::bigint AS seconds`.execute(
      trx,
    );
    if (rows[0]) {
      await add(trx, orgId, day, 'commentsResolved');
      await add(trx, orgId, day, 'resolutionSeconds', Number(rows[0].seconds));
    }
  } else if (e.type === 'CommentDeleted' || e.type === 'BlockCommentsDeleted') {
    const ids = e.type === 'CommentDeleted' ? [d.commentId] : (e.data as { commentIds: string[] }).commentIds;
    await sql`DELETE FROM metrics_comment_threads WHERE comment_id = ANY(${ids}::text[])`.execute(trx);
  }
}

async function viewEvent(trx: ProjectionTransaction, e: RecordedEvent, orgId: string, day: string, meta: Meta) {
  const d = e.data as { courseId: string; via?: string; viewer?: string };
  const viewer = d.viewer ?? `user:${meta.userId ?? ''}`;
  // Counted when this viewer's last counted view of the module is older than the window (or there is none).
  const { rows } = await sql`
    INSERT INTO metrics_view_marks (course_id, viewer, counted_at) VALUES (${d.courseId}, ${viewer}, ${e.recordedAt})
    ON CONFLICT (course_id, viewer) DO UPDATE SET counted_at = EXCLUDED.counted_at
    WHERE metrics_view_marks.counted_at <= EXCLUDED.counted_at - make_interval(mins => ${VIEW_WINDOW_MINUTES})
    RETURNING viewer`.execute(trx);
  if (!rows.length) return;
  // Marks older than the window decide nothing any more: the table holds about the last window's viewers.
  await sql`DELETE FROM metrics_view_marks WHERE course_id = ${d.courseId}
            AND counted_at <= ${e.recordedAt}::timestamptz - make_interval(mins => ${VIEW_WINDOW_MINUTES})`.execute(
    trx,
  );
  await add(trx, orgId, day, 'learnerViews');
  if (d.via === 'share') await add(trx, orgId, day, 'shareSessions');
  if (d.via === 'dispatch') await add(trx, orgId, day, 'dispatchSessions');
}

/** A person who changed something that day (a module, a comment); learners and the system are not authors. */
async function activeAuthor(trx: ProjectionTransaction, orgId: string, day: string, userId: string | undefined) {
  if (!userId || userId === 'system' || userId.startsWith('learner:')) return;
  if (await firstOfDay(trx, orgId, day, 'people', userId)) await add(trx, orgId, day, 'activeAuthors');
}

/**
 * The admin's figures per organisation and UTC day (GET /api/admin/metrics), counted as the events
 * come: a request only sums a few rows per day, it never reads the event store.
 */
export const metricsDailyProjection: Projection = {
  name: METRICS_DAILY,
  handles: new Set([...COURSE_EVENTS, ...COMMENT_CHANGES, 'CourseViewed', 'DispatchLearnerJoined', 'AiAssistantUsed']),
  async apply(trx, event) {
    const meta = event.metadata as Meta;
    const day = event.recordedAt.toISOString().slice(0, 10);
    if (event.type === 'AiAssistantUsed') {
      const used = event.data as { orgId: string; call: string; day: string };
      await add(trx, used.orgId, used.day, `ai:${used.call}`);
      return;
    }
    const orgId = meta.orgId;
    if (!orgId) return;
    if (COURSE_EVENTS.has(event.type)) {
      await courseEvent(trx, event, orgId, day, meta);
      await activeAuthor(trx, orgId, day, meta.userId);
    } else if (COMMENT_CHANGES.has(event.type)) {
      await commentEvent(trx, event, orgId, day);
      await activeAuthor(trx, orgId, day, meta.userId);
    } else if (event.type === 'CourseViewed') await viewEvent(trx, event, orgId, day, meta);
    else if (event.type === 'DispatchLearnerJoined') await add(trx, orgId, day, 'dispatchNewLearners');
  },
  async reset(trx) {
    await sql`TRUNCATE metrics_daily, metrics_daily_members, metrics_comment_threads, metrics_view_marks`.execute(trx);
  },
  migrations: {
    '2026_11_28_11_metrics_daily': {
      async up(db) {
        await sql`
          CREATE TABLE metrics_daily (
            org_id text NOT NULL,
            day text NOT NULL,
            metric text NOT NULL,
            value bigint NOT NULL,
            PRIMARY KEY (org_id, day, metric)
          )`.execute(db);
        await sql`
          CREATE TABLE metrics_daily_members (
            org_id text NOT NULL,
            day text NOT NULL,
            set_name text NOT NULL,
            member text NOT NULL,
            PRIMARY KEY (org_id, day, set_name, member)
          )`.execute(db);
        await sql`
          CREATE TABLE metrics_comment_threads (
            comment_id text PRIMARY KEY,
            created_at timestamptz NOT NULL
          )`.execute(db);
        await sql`
          CREATE TABLE metrics_view_marks (
            course_id text NOT NULL,
            viewer text NOT NULL,
            counted_at timestamptz NOT NULL,
            PRIMARY KEY (course_id, viewer)
          )`.execute(db);
      },
    },
  },
};
