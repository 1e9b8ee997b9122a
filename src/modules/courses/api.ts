import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/env';
import { courseRemovalRoutes } from './routes/course-removal';
import { courseSaveRoutes } from './routes/course-save';
import type { CoursesDeps } from './routes/deps';
import { newCourseRoutes } from './routes/new-course';

export type { CoursesDeps } from './routes/deps';
export { UNKNOWN_THEME } from './routes/course-save';

/** One module: create, read, save, publish, duplicate, delete, restore, transfer. */
export function courseRoutes(deps: CoursesDeps) {
  return new Hono<AppEnv>()
    .route('/', newCourseRoutes(deps))
    .route('/', courseSaveRoutes(deps))
    .route('/', courseRemovalRoutes(deps));
}
