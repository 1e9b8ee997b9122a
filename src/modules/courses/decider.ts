import type { Decider } from '../../platform/commands/decider';
import { decideContent } from './decide-content';
import { decideLifecycle } from './decide-lifecycle';
import type { CourseCommand } from './commands-types';
import type { CourseEvent, Thumbnail } from './events';

export type { CourseCommand } from './commands-types';

export const COURSE_NOT_FOUND = 'Course not found';

export type CourseStatus = 'IN_PROGRESS' | 'DRAFTING' | 'PUBLISHED' | 'UNPUBLISHED';

export type Course = {
  id: string;
  orgId: string;
  createdBy: string;
  ownerId: string;
  title: string;
  description: string;
  status: CourseStatus;
  tags: string[];
  thumbnail: Thumbnail | null;
  deletedAt: string | null;
  duplicatedFrom: string | null;
};

export type CourseState = { exists: false } | { exists: true; course: Course };

function evolveCourse(course: Course, event: CourseEvent): Course {
  switch (event.type) {
    case 'CourseCreated':
      return course;
    case 'CourseRenamed':
      return { ...course, title: event.data.title };
    case 'CourseDescribed':
      return { ...course, description: event.data.description };
    case 'CourseTagsChanged':
      return { ...course, tags: event.data.tags };
    case 'CourseThumbnailChanged':
      return { ...course, thumbnail: event.data.thumbnail };
    case 'CourseDeleted':
      return { ...course, deletedAt: event.data.deletedAt };
    case 'CourseRestored':
      return { ...course, deletedAt: null };
    case 'CourseOwnerChanged':
      return { ...course, ownerId: event.data.ownerId };
  }
}

export const courseDecider: Decider<CourseState, CourseCommand, CourseEvent> = {
  initialState: { exists: false },

  evolve(state, event) {
    if (event.type === 'CourseCreated') {
      const { courseId, duplicatedFrom, ...rest } = event.data;
      return {
        exists: true,
        course: {
          id: courseId,
          ...rest,
          ownerId: rest.createdBy,
          status: 'IN_PROGRESS',
          tags: [],
          thumbnail: null,
          deletedAt: null,
          duplicatedFrom: duplicatedFrom ?? null,
        },
      };
    }
    return state.exists ? { exists: true, course: evolveCourse(state.course, event) } : state;
  },

  decide(command, state) {
    switch (command.type) {
      case 'DeleteCourse':
      case 'RestoreCourse':
      case 'TransferOwnership':
        return decideLifecycle(command, state);
      default:
        return decideContent(command, state);
    }
  },
};
