import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsDailyProjection } from '../../../src/modules/metrics/read-models/metrics-daily';
import { dailyFigures, distinctFigures } from '../../../src/modules/metrics/read-models/metrics-daily-queries';
import { type GivenEvent, projectionSpec } from '../../support/projection-spec';

const at = (iso: string) => new Date(iso);
const meta = (userId: string, changeId: string) => ({
  userId,
  orgId: 'o1',
  changeId,
  correlationId: 'c',
  causationId: 'c',
});
const course = (type: string, data: object, userId: string, changeId: string, when: string): GivenEvent => ({
  type,
  data: { courseId: 'c1', ...data },
  streamId: 'course-c1',
  metadata: meta(userId, changeId),
  recordedAt: at(when),
});
const comment = (type: string, data: object, when: string, userId = 'u2'): GivenEvent => ({
  type,
  data: { courseId: 'c1', ...data },
  streamId: 'comments-c1',
  metadata: meta(userId, `k-${when}`),
  recordedAt: at(when),
});
const viewed = (data: object, when: string): GivenEvent => ({
  type: 'CourseViewed',
  data: { courseId: 'c1', ...data },
  streamId: 'views-c1',
  metadata: { orgId: 'o1', userId: 'learner' },
  recordedAt: at(when),
});

/** Monday 23 November 2026 to Wednesday 2 December: two ISO weeks. */
const EVENTS: GivenEvent[] = [
  // The creation's own change (its starting blocks) is not an edit.
  course(
    'CourseCreated',
    { orgId: 'o1', createdBy: 'u1', title: 'T', description: '' },
    'u1',
    'create',
    '2026-11-23T09:00:00Z',
  ),
  course('BlockAdded', { block: { id: 'b1' } }, 'u1', 'create', '2026-11-23T09:00:00Z'),
  // Two saves on Tuesday, one of two events; the automatic DraftingStarted is not an edit.
  course('DraftingStarted', {}, 'u1', 'save-1', '2026-11-24T10:00:00Z'),
  course('BlockChanged', { block: { id: 'b1' } }, 'u1', 'save-1', '2026-11-24T10:00:00Z'),
  course('BlockChanged', { block: { id: 'b1' } }, 'u1', 'save-1', '2026-11-24T10:00:00Z'),
  course('BlockChanged', { block: { id: 'b1' } }, 'u3', 'save-2', '2026-11-24T11:00:00Z'),
  course('CoursePublished', { publishedAt: '2026-11-25T09:00:00Z' }, 'u1', 'pub', '2026-11-25T09:00:00Z'),
  // A thread opened Tuesday 08:00, resolved Wednesday 20:00 (36 hours), reopened and resolved again (not twice).
  comment('CommentAdded', { commentId: 'm1', parentId: null }, '2026-11-24T08:00:00Z'),
  comment('CommentAdded', { commentId: 'm2', parentId: 'm1' }, '2026-11-24T09:00:00Z'),
  comment('CommentRead', { commentId: 'm1', userId: 'u9' }, '2026-11-24T09:30:00Z', 'u9'),
  comment('CommentStatusChanged', { commentId: 'm1', status: 'resolved' }, '2026-11-25T20:00:00Z'),
  comment('CommentStatusChanged', { commentId: 'm1', status: 'open' }, '2026-11-25T21:00:00Z'),
  comment('CommentStatusChanged', { commentId: 'm1', status: 'resolved' }, '2026-11-25T22:00:00Z'),
  // A thread that goes with its block is never resolved.
  comment('CommentAdded', { commentId: 'm3', parentId: null }, '2026-11-24T12:00:00Z'),
  comment('BlockCommentsDeleted', { blockId: 'b1', commentIds: ['m3'] }, '2026-11-26T12:00:00Z', 'u1'),
  // A viewer's reloads within 30 minutes count once; after it, again; another viewer, and a view before viewers were named.
  viewed({ via: 'share', viewer: 'v1' }, '2026-11-30T10:00:00Z'),
  viewed({ via: 'share', viewer: 'v1' }, '2026-11-30T10:29:00Z'),
  viewed({ via: 'share', viewer: 'v1' }, '2026-11-30T10:31:00Z'),
  viewed({ via: 'dispatch', viewer: 'learner-key' }, '2026-11-30T12:00:00Z'),
  viewed({}, '2026-12-01T12:00:00Z'),
  {
    type: 'DispatchLearnerJoined',
    data: { dispatchId: 'd1', learnerKey: 'learner-key', origin: 'https://lms.example', joinedAt: null },
    streamId: 'dispatch-d1',
    metadata: { orgId: 'o1', userId: 'learner:learner-key' },
    recordedAt: at('2026-11-30T12:00:00Z'),
  },
  {
    type: 'AiAssistantUsed',
    data: { orgId: 'o1', userId: 'u1', call: 'outline', units: 10, outcome: 'ok', day: '2026-12-02' },
    streamId: 'ai-usage-o1',
    recordedAt: at('2026-12-02T23:59:00Z'),
  },
];

describe('the metrics read model (events in, daily counters out)', () => {
  let spec: Awaited<ReturnType<typeof projectionSpec>>;
  const figures = async () =>
    Object.fromEntries(
      (await dailyFigures(spec.db, 'o1', '2026-11-23', '2026-12-02')).map((f) => [`${f.day} ${f.metric}`, f.value]),
    );

  beforeAll(async () => {
    spec = await projectionSpec(metricsDailyProjection);
    await spec.given(...EVENTS);
  });
  afterAll(async () => spec.close());

  it('counts each figure on its UTC day', async () => {
    expect(await figures()).toEqual({
      '2026-11-23 modulesCreated': 1,
      '2026-11-23 activeAuthors': 1,
      '2026-11-24 edits': 2,
      '2026-11-24 modulesEdited': 1,
      '2026-11-24 activeAuthors': 3,
      '2026-11-24 commentsCreated': 3,
      '2026-11-25 modulesPublished': 1,
      '2026-11-25 activeAuthors': 2,
      '2026-11-25 commentsResolved': 1,
      '2026-11-26 activeAuthors': 1,
      '2026-11-25 resolutionSeconds': 36 * 3600,
      '2026-11-30 learnerViews': 3,
      '2026-11-30 shareSessions': 2,
      '2026-11-30 dispatchSessions': 1,
      '2026-11-30 dispatchNewLearners': 1,
      '2026-12-01 learnerViews': 1,
      '2026-12-02 ai:outline': 1,
    });
  });

  it('keeps only threads never resolved, and no view marks older than the window', async () => {
    expect(await spec.rows(sql`SELECT comment_id FROM metrics_comment_threads`)).toEqual([]);
    // The last view (1 December) is the only one within its window: the 30 November marks are gone.
    expect(await spec.rows(sql`SELECT viewer FROM metrics_view_marks`)).toEqual([{ viewer: 'user:learner' }]);
  });

  it('counts distinct people and modules per week, not the sum of the days', async () => {
    const { perPeriod, total } = await distinctFigures(spec.db, 'o1', '2026-11-23', '2026-12-02', 'week');
    expect(perPeriod).toEqual(
      expect.arrayContaining([
        { period: '2026-11-23', metric: 'activeAuthors', value: 3 },
        { period: '2026-11-23', metric: 'modulesEdited', value: 1 },
      ]),
    );
    expect(perPeriod).toHaveLength(2);
    expect(total).toEqual(expect.arrayContaining([{ metric: 'activeAuthors', value: 3 }]));
  });

  it('keeps organisations apart and rebuilds to the same figures', async () => {
    expect(await dailyFigures(spec.db, 'o2', '2026-11-23', '2026-12-02')).toEqual([]);
    const before = await figures();
    await spec.reset();
    expect(await spec.rows(sql`SELECT * FROM metrics_daily`)).toEqual([]);
    await spec.given(...EVENTS);
    expect(await figures()).toEqual(before);
  });
});
