import { sql } from 'kysely';
import type { RecordedEvent } from '../../../platform/eventstore/types';
import type { Projection, ProjectionTransaction } from '../../../platform/projections/projection';
import { courseEventSchemas } from '../../courses/index';
import { VIEW_WINDOW_MINUTES } from '../../delivery/index';
import { METRICS_DAILY } from './metrics-daily-queries';
import { type DayMember, DayTally } from './metrics-daily-tally';

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

const dayOf = (e: RecordedEvent) => e.recordedAt.toISOString().slice(0, 10);
const courseOf = (e: RecordedEvent) => (e.data as { courseId: string }).courseId;
const changeOf = (e: RecordedEvent) => (e.metadata as Meta).changeId ?? e.id;
const isAuthor = (userId: string | undefined): userId is string =>
  userId !== undefined && userId !== '' && userId !== 'system' && !userId.startsWith('learner:');

/** Every member of a day's set that counting `e` may add (read in one query per batch). */
function candidatesOf(e: RecordedEvent): DayMember[] {
  const { orgId, userId } = e.metadata as Meta;
  if (!orgId) return [];
  const day = dayOf(e);
  const course = COURSE_EVENTS.has(e.type);
  if (!course && !COMMENT_CHANGES.has(e.type)) return [];
  return [
    ...(course ? [{ orgId, day, set: 'changes', member: changeOf(e) }] : []),
    ...(course ? [{ orgId, day, set: 'modules', member: courseOf(e) }] : []),
    ...(isAuthor(userId) ? [{ orgId, day, set: 'people', member: userId }] : []),
  ];
}

function courseEvent(tally: DayTally, e: RecordedEvent, orgId: string, day: string) {
  const changes = { orgId, day, set: 'changes', member: changeOf(e) };
  if (e.type === 'CourseCreated') {
    tally.add(orgId, day, 'modulesCreated');
    // The starting blocks come in the creation's own change: claimed here, they are not an edit.
    tally.firstOfDay(changes);
  } else if (e.type === 'CoursePublished') tally.add(orgId, day, 'modulesPublished');
  else if (!NOT_EDITS.has(e.type) && tally.firstOfDay(changes)) {
    tally.add(orgId, day, 'edits');
    if (tally.firstOfDay({ orgId, day, set: 'modules', member: courseOf(e) })) tally.add(orgId, day, 'modulesEdited');
  }
}

async function commentEvent(trx: ProjectionTransaction, tally: DayTally, e: RecordedEvent, orgId: string, day: string) {
  const d = e.data as { commentId: string; parentId?: string | null; status?: string };
  if (e.type === 'CommentAdded') {
    tally.add(orgId, day, 'commentsCreated');
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
      tally.add(orgId, day, 'commentsResolved');
      tally.add(orgId, day, 'resolutionSeconds', Number(rows[0].seconds));
    }
  } else if (e.type === 'CommentDeleted' || e.type === 'BlockCommentsDeleted') {
    const ids = e.type === 'CommentDeleted' ? [d.commentId] : (e.data as { commentIds: string[] }).commentIds;
    await sql`DELETE FROM metrics_comment_threads WHERE comment_id = ANY(${ids}::text[])`.execute(trx);
  }
}

async function viewEvent(
  trx: ProjectionTransaction,
  tally: DayTally,
  e: RecordedEvent,
  orgId: string,
  day: string,
  meta: Meta,
) {
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
  tally.add(orgId, day, 'learnerViews');
  if (d.via === 'share') tally.add(orgId, day, 'shareSessions');
  if (d.via === 'dispatch') tally.add(orgId, day, 'dispatchSessions');
}

/** A person who changed something that day (a module, a comment); learners and the system are not authors. */
function activeAuthor(tally: DayTally, orgId: string, day: string, userId: string | undefined) {
  if (isAuthor(userId) && tally.firstOfDay({ orgId, day, set: 'people', member: userId }))
    tally.add(orgId, day, 'activeAuthors');
}

async function count(trx: ProjectionTransaction, tally: DayTally, event: RecordedEvent) {
  const meta = event.metadata as Meta;
  const day = dayOf(event);
  if (event.type === 'AiAssistantUsed') {
    const used = event.data as { orgId: string; call: string; day: string };
    tally.add(used.orgId, used.day, `ai:${used.call}`);
    return;
  }
  const orgId = meta.orgId;
  if (!orgId) return;
  if (COURSE_EVENTS.has(event.type)) {
    courseEvent(tally, event, orgId, day);
    activeAuthor(tally, orgId, day, meta.userId);
  } else if (COMMENT_CHANGES.has(event.type)) {
    await commentEvent(trx, tally, event, orgId, day);
    activeAuthor(tally, orgId, day, meta.userId);
  } else if (event.type === 'CourseViewed') await viewEvent(trx, tally, event, orgId, day, meta);
  else if (event.type === 'DispatchLearnerJoined') tally.add(orgId, day, 'dispatchNewLearners');
}

/** Counts a batch in memory, from one read of the day sets it touches, and writes the sums back once. */
async function applyBatch(trx: ProjectionTransaction, events: RecordedEvent[]) {
  const tally = await DayTally.load(trx, events.flatMap(candidatesOf));
  for (const event of events) await count(trx, tally, event);
  await tally.write(trx);
}

/**
 * The admin's figures per organisation and UTC day (GET /api/admin/metrics), counted as the events
 * come: a request only sums a few rows per day, it never reads the event store.
 */
export const metricsDailyProjection: Projection = {
  name: METRICS_DAILY,
  handles: new Set([...COURSE_EVENTS, ...COMMENT_CHANGES, 'CourseViewed', 'DispatchLearnerJoined', 'AiAssistantUsed']),
  apply: (trx, event) => applyBatch(trx, [event]),
  applyBatch,
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
