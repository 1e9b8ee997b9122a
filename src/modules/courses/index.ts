import { AppError } from '../../platform/errors';
import type { EventStore } from '../../platform/eventstore/types';
import type { Principal } from '../../platform/http/env';
import { courseRoutes, type CoursesDeps } from './api';
import { loadCourse } from './course-view';
import { courseStream } from './events';

export { courseEventSchemas } from './events';

/** Live rooms are courses: the events of `course-<id>` go to whoever watches course <id>. */
export function courseRoomOf(streamId: string): string | null {
  return streamId.startsWith('course-') ? streamId.slice('course-'.length) : null;
}

export const courseRoomStreams = (courseId: string) => [courseStream(courseId)];

export async function canWatchCourse(store: EventStore, principal: Principal, courseId: string): Promise<boolean> {
  try {
    await loadCourse(store, courseId, principal.orgId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return false;
    throw error;
  }
}

export function createCoursesModule(deps: CoursesDeps) {
  return { routes: courseRoutes(deps) };
}
