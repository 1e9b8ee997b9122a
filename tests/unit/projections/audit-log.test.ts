import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogProjection } from '../../../src/modules/admin/read-models/audit-log';
import { auditEntries, auditPage, SEARCH_WINDOW } from '../../../src/modules/admin/read-models/audit-log-queries';
import { projectionSpec } from '../../support/projection-spec';

const meta = (userId: string, orgId = 'o1') => ({ userId, orgId, correlationId: 'c', causationId: 'c' });

describe('audit_log read model', () => {
  let spec: Awaited<ReturnType<typeof projectionSpec>>;
  const rows = () =>
    spec.rows(
      sql<{ actor_id: string; course_id: string | null; kind: string; summary: string; revision: number | null }>`
        SELECT actor_id, course_id, kind, summary, revision FROM audit_log ORDER BY position_commit`,
    );
  beforeAll(async () => {
    spec = await projectionSpec(auditLogProjection);
  });
  afterAll(() => spec.close());

  it('writes one entry per event, with the module of its stream, and skips events without an organisation', async () => {
    await spec.given(
      { type: 'CourseCreated', streamId: 'course-c1', data: { courseId: 'c1', title: 'T' }, metadata: meta('u1') },
      { type: 'CourseRenamed', streamId: 'course-c1', data: { courseId: 'c1', title: 'U' }, metadata: meta('u2') },
      {
        type: 'CourseRenamed',
        streamId: 'course-c1',
        data: { courseId: 'c1', title: 'V' },
        metadata: { userId: 'u2' },
      },
      {
        type: 'DispatchCreated',
        streamId: 'dispatch-d1',
        data: { dispatchId: 'd1', courseId: 'c1', orgId: 'o1' },
        metadata: meta('u1'),
      },
      { type: 'DispatchRevoked', streamId: 'dispatch-d1', data: { dispatchId: 'd1' }, metadata: meta('u2') },
      { type: 'UsageTracked', streamId: 'usage-u1', data: { eventType: 'page' }, metadata: meta('u1') },
    );
    expect(await rows()).toEqual([
      { actor_id: 'u1', course_id: 'c1', kind: 'module', summary: 'created the module', revision: 0 },
      { actor_id: 'u2', course_id: 'c1', kind: 'module', summary: 'renamed the module', revision: 1 },
      { actor_id: 'u1', course_id: 'c1', kind: 'dispatch', summary: 'created a dispatch', revision: null },
      { actor_id: 'u2', course_id: 'c1', kind: 'dispatch', summary: 'revoked a dispatch', revision: null },
    ]);
  });

  it('empties on reset, as a rebuild starts', async () => {
    await spec.reset();
    expect(await rows()).toEqual([]);
  });

  it('searches at most SEARCH_WINDOW entries a request, and the cursor reads on', async () => {
    // The oldest entry is the only match, behind a full window of newer ones.
    await sql`
      INSERT INTO audit_log (position_commit, position_prepare, org_id, recorded_at, actor_id, course_id, stream_id,
                             revision, event_type, kind, summary)
      SELECT i, 0, 'o2', now(), 'u1', NULL, 's', NULL, 'SessionStarted', 'sign-in',
             CASE WHEN i = 1 THEN 'renamed the module' ELSE 'signed in' END
      FROM generate_series(1, ${SEARCH_WINDOW + 5}::int) AS i`.execute(spec.db);
    const first = await auditPage(spec.db, { orgId: 'o2', q: 'renamed' }, 50);
    expect(first.rows).toEqual([]);
    expect(first.next).toEqual({ commit: 6n, prepare: 0n });
    const second = await auditPage(spec.db, { orgId: 'o2', q: 'renamed', before: first.next! }, 50);
    expect(second.rows.map((r) => r.summary)).toEqual(['renamed the module']);
    expect(second.next).toBeNull();
    // An export is not bounded: it walks every entry in batches.
    let exported = 0;
    for await (const batch of auditEntries(spec.db, { orgId: 'o2', q: 'renamed' }, 1000)) exported += batch.length;
    expect(exported).toBe(1);
    const pages = await auditPage(spec.db, { orgId: 'o2' }, 200);
    expect(pages.rows).toHaveLength(200);
    expect(pages.next).toEqual({ commit: BigInt(SEARCH_WINDOW + 5 - 199), prepare: 0n });
  });
});
