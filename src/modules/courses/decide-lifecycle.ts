import { badRequest, forbidden, notFound } from '../../platform/errors';
import { COURSE_NOT_FOUND, type Course, type CourseState, liveCourse, type OnCourse } from './course-state';
import type { CourseEvent } from './events';

export const RESTORE_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const mayManage = (course: Course, actor: Actor) => actor.isAdmin || course.ownerId === actor.userId;

/** Who acts: deleting, restoring and transferring depend on being the owner or an admin. */
export type Actor = { userId: string; isAdmin: boolean };

export type LifecycleCommand = OnCourse &
  (
    | { type: 'DeleteCourse'; actor: Actor; at: string }
    | { type: 'RestoreCourse'; actor: Actor; now: string }
    | { type: 'TransferOwnership'; actor: Actor; newOwnerId: string }
  );

export function decideLifecycle(command: LifecycleCommand, state: CourseState): CourseEvent[] {
  const courseId = command.courseId;
  switch (command.type) {
    case 'DeleteCourse': {
      const course = liveCourse(state, command.orgId);
      if (!mayManage(course, command.actor)) throw forbidden('Only the owner or an admin can delete this module');
      return [{ type: 'CourseDeleted', data: { courseId, deletedAt: command.at } }];
    }
    case 'RestoreCourse': {
      if (!state.exists || state.course.orgId !== command.orgId || !state.course.deletedAt)
        throw notFound(COURSE_NOT_FOUND);
      const { course } = state;
      if (!mayManage(course, command.actor)) throw forbidden('Only the owner or an admin can restore this module');
      if (Date.parse(command.now) - Date.parse(course.deletedAt!) > RESTORE_WINDOW_DAYS * DAY_MS) {
        throw badRequest(`A module can be restored for ${RESTORE_WINDOW_DAYS} days after it was deleted`);
      }
      return [{ type: 'CourseRestored', data: { courseId } }];
    }
    case 'TransferOwnership': {
      const course = liveCourse(state, command.orgId);
      if (!command.actor.isAdmin) throw forbidden('Only an admin can transfer a module');
      if (course.ownerId === command.newOwnerId) return [];
      return [
        {
          type: 'CourseOwnerChanged',
          data: { courseId, ownerId: command.newOwnerId, previousOwnerId: course.ownerId },
        },
      ];
    }
  }
}
