import { sql } from 'kysely';
import type { Projection } from '../../../platform/projections/projection';

/** Which user starred which module (from the `favourites-<userId>` streams). */
export const courseFavouritesProjection: Projection = {
  name: 'course_favourites',
  handles: new Set(['CourseFavourited', 'CourseUnfavourited']),
  async apply(trx, event) {
    const { userId, courseId } = event.data as { userId: string; courseId: string };
    if (event.type === 'CourseFavourited') {
      await sql`INSERT INTO course_favourites (user_id, course_id, created_at) VALUES (${userId}, ${courseId}, ${event.recordedAt.toISOString()})
                ON CONFLICT DO NOTHING`.execute(trx);
    } else {
      await sql`DELETE FROM course_favourites WHERE user_id = ${userId} AND course_id = ${courseId}`.execute(trx);
    }
  },
  async reset(trx) {
    await sql`TRUNCATE course_favourites`.execute(trx);
  },
  migrations: {
    '2026_11_22_12_course_favourites': {
      async up(db) {
        await sql`
          CREATE TABLE course_favourites (
            user_id text NOT NULL,
            course_id text NOT NULL,
            created_at timestamptz NOT NULL,
            PRIMARY KEY (user_id, course_id)
          )`.execute(db);
      },
    },
  },
};
