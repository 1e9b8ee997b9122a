import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../../../src/platform/db/database';
import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';
import { createLogger } from '../../../src/platform/logger';
import { ProjectionRunner, rebuildProjection } from '../../../src/platform/projections/runner';
import { liveModuleCount } from '../../../src/modules/courses/read-models/course-list-counts';
import { courseListProjection } from '../../../src/modules/courses/read-models/course-list';
import { databaseLabel, openTestDatabase } from '../../support/database';

const created = (courseId: string, orgId: string) => ({
  type: 'CourseCreated',
  data: { courseId, orgId, createdBy: 'u1', title: `t ${courseId}`, description: '' },
});

/** What the counter must always equal: the organisation's rows not deleted. */
const liveRows = async (database: Database, orgId: string) =>
  Number(
    (
      await sql<{
        n: string;
      }>`SELECT count(*) AS n FROM course_list WHERE org_id = ${orgId} AND deleted_at IS NULL`.execute(database.db)
    ).rows[0]?.n,
  );

describe(`live module counts (${databaseLabel})`, () => {
  it('follow creations, deletions and restorations per organisation, live and after a rebuild', async () => {
    const database = await openTestDatabase();
    const store = new PostgresEventStore(database);
    onTestFinished(async () => {
      await store.close();
      await database.close();
    });
    for (let i = 0; i < 12; i++) {
      await store.appendToStream(`course-k${i}`, [created(`k${i}`, i % 3 === 0 ? 'org-b' : 'org-a')], {
        expectedVersion: 'no_stream',
      });
    }
    const deletedAt = new Date().toISOString();
    for (const id of ['k1', 'k2', 'k3']) {
      await store.appendToStream(`course-${id}`, [{ type: 'CourseDeleted', data: { courseId: id, deletedAt } }], {
        expectedVersion: 0,
      });
    }
    const last = await store.appendToStream('course-k2', [{ type: 'CourseRestored', data: { courseId: 'k2' } }], {
      expectedVersion: 1,
    });
    const runner = new ProjectionRunner(database, store, [courseListProjection], createLogger('silent'));
    runner.start();
    expect(await runner.waitFor('course_list', last.position, 30_000)).toBe(true);
    await runner.stop();
    // org-a: 8 created, k1 deleted, k2 deleted then restored; org-b: 4 created, k3 deleted.
    expect(await liveModuleCount(database.db, 'org-a')).toBe(7);
    expect(await liveModuleCount(database.db, 'org-b')).toBe(3);
    expect(await liveModuleCount(database.db, 'org-none')).toBe(0);

    await rebuildProjection(database, store, courseListProjection);
    for (const org of ['org-a', 'org-b']) {
      expect(await liveModuleCount(database.db, org)).toBe(await liveRows(database, org));
    }
    expect(await liveModuleCount(database.db, 'org-a')).toBe(7);
  });
});
