import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseListProjection } from '../../../src/modules/courses/read-models/course-list';
import { projectionSpec } from '../../support/projection-spec';
import { courseEvents, created } from './course-events';

const admin = { userId: 'u1', isAdmin: true };

describe('course_list read model (with label counts and search words)', () => {
  let spec: Awaited<ReturnType<typeof projectionSpec>>;
  const rows = () =>
    spec.rows(
      sql<{ course_id: string; title: string; status: string; tags: string[]; deleted: boolean }>`
        SELECT course_id, title, status, tags, deleted_at IS NOT NULL AS deleted FROM course_list ORDER BY course_id`,
    );
  const labels = () =>
    spec.rows(
      sql<{ tag: string; count: number }>`SELECT tag, count FROM course_labels WHERE org_id = 'o1' ORDER BY tag`,
    );
  const words = () => spec.rows(sql<{ word: string }>`SELECT word FROM course_words WHERE org_id = 'o1' ORDER BY word`);
  beforeAll(async () => {
    spec = await projectionSpec(courseListProjection);
  });
  afterAll(() => spec.close());

  it('lists a created module with its labels, renamed and published', async () => {
    await spec.given(
      ...courseEvents('c1', 'o1', [
        created('Fire safety', ['Safety', 'Onboarding']),
        { type: 'UpdateCourse', title: 'Fire safety basics' },
        { type: 'Publish', at: '2026-11-24T10:00:00.000Z' },
      ]),
      ...courseEvents('c2', 'o1', [created('Ladders', ['Safety'])]),
    );
    expect(await rows()).toEqual([
      {
        course_id: 'c1',
        title: 'Fire safety basics',
        status: 'PUBLISHED',
        tags: ['Safety', 'Onboarding'],
        deleted: false,
      },
      { course_id: 'c2', title: 'Ladders', status: 'IN_PROGRESS', tags: ['Safety'], deleted: false },
    ]);
    expect(await labels()).toEqual([
      { tag: 'Onboarding', count: 1 },
      { tag: 'Safety', count: 2 },
    ]);
  });

  it('a deleted module keeps its row but leaves the label counts; restored, it is counted again', async () => {
    await spec.given(
      ...courseEvents('c3', 'o1', [
        created('Gone', ['HR']),
        { type: 'DeleteCourse', actor: admin, at: '2026-11-24T11:00:00.000Z' },
      ]),
    );
    expect((await rows()).find((r) => r.course_id === 'c3')?.deleted).toBe(true);
    expect((await labels()).map((l) => l.tag)).toEqual(['Onboarding', 'Safety']);
    await spec.given(
      ...courseEvents('c3', 'o1', [
        created('Gone', ['HR']),
        { type: 'DeleteCourse', actor: admin, at: '2026-11-24T11:00:00.000Z' },
        { type: 'RestoreCourse', actor: admin, now: '2026-11-24T11:05:00.000Z' },
      ]).slice(-1),
    );
    expect((await rows()).find((r) => r.course_id === 'c3')?.deleted).toBe(false);
    expect(await labels()).toContainEqual({ tag: 'HR', count: 1 });
  });

  it("remembers the words of each organisation's titles and labels, for typo-tolerant search", async () => {
    const known = (await words()).map((w) => w.word);
    expect(known).toEqual(expect.arrayContaining(['basics', 'fire', 'ladders', 'onboarding', 'safety']));
    expect(known).not.toContain('Fire');
  });

  it('empties on reset', async () => {
    await spec.reset();
    expect(await rows()).toEqual([]);
    expect(await labels()).toEqual([]);
    expect(await words()).toEqual([]);
  });
});
