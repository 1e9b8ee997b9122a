import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFavouritesProjection } from '../../../src/modules/courses/read-models/course-favourites';
import { projectionSpec } from '../../support/projection-spec';

describe('course_favourites read model', () => {
  let spec: Awaited<ReturnType<typeof projectionSpec>>;
  const stars = () =>
    spec.rows(
      sql<{
        user_id: string;
        course_id: string;
      }>`SELECT user_id, course_id FROM course_favourites ORDER BY user_id, course_id`,
    );
  beforeAll(async () => {
    spec = await projectionSpec(courseFavouritesProjection);
  });
  afterAll(() => spec.close());

  it('keeps who starred which module; starring twice keeps one, unstarring removes it', async () => {
    await spec.given(
      { type: 'CourseFavourited', data: { userId: 'u1', courseId: 'c1' } },
      { type: 'CourseFavourited', data: { userId: 'u1', courseId: 'c1' } },
      { type: 'CourseFavourited', data: { userId: 'u1', courseId: 'c2' } },
      { type: 'CourseFavourited', data: { userId: 'u2', courseId: 'c1' } },
      { type: 'CourseUnfavourited', data: { userId: 'u1', courseId: 'c2' } },
    );
    expect(await stars()).toEqual([
      { user_id: 'u1', course_id: 'c1' },
      { user_id: 'u2', course_id: 'c1' },
    ]);
  });

  it('empties on reset', async () => {
    await spec.reset();
    expect(await stars()).toEqual([]);
  });
});
