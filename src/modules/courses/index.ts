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
  return loadCourse(store, courseId, principal.orgId).then(
    () => true,
    () => false,
  );
}

export function createCoursesModule(deps: CoursesDeps) {
  return { routes: courseRoutes(deps) };
}
