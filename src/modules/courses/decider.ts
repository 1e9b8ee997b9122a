import type { Decider } from '../../platform/commands/decider';
import { badRequest, notFound } from '../../platform/errors';
import type { CourseEvent } from './events';

export const COURSE_NOT_FOUND = 'Course not found';

export type CourseStatus = 'IN_PROGRESS' | 'DRAFTING' | 'PUBLISHED' | 'UNPUBLISHED';

export type Course = {
  id: string;
  orgId: string;
  createdBy: string;
  title: string;
  description: string;
  status: CourseStatus;
};

export type CourseState = { exists: false } | { exists: true; course: Course };

export type CourseCommand =
  | { type: 'CreateCourse'; courseId: string; orgId: string; createdBy: string; title: string; description: string }
  /** `orgId` is the caller's organisation: a course of another organisation does not exist for them. */
  | { type: 'UpdateCourse'; courseId: string; orgId: string; title?: string; description?: string };

export const courseDecider: Decider<CourseState, CourseCommand, CourseEvent> = {
  initialState: { exists: false },

  evolve(state, event) {
    switch (event.type) {
      case 'CourseCreated': {
        const { courseId, ...rest } = event.data;
        return { exists: true, course: { id: courseId, ...rest, status: 'IN_PROGRESS' } };
      }
      case 'CourseRenamed':
        return state.exists ? { exists: true, course: { ...state.course, title: event.data.title } } : state;
      case 'CourseDescribed':
        return state.exists ? { exists: true, course: { ...state.course, description: event.data.description } } : state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateCourse': {
        if (state.exists) throw badRequest('A course with this id already exists');
        const { type: _type, ...data } = command;
        return [{ type: 'CourseCreated', data }];
      }
      case 'UpdateCourse': {
        if (!state.exists || state.course.orgId !== command.orgId) throw notFound(COURSE_NOT_FOUND);
        const events: CourseEvent[] = [];
        const { course } = state;
        if (command.title !== undefined && command.title !== course.title) {
          events.push({ type: 'CourseRenamed', data: { courseId: course.id, title: command.title } });
        }
        if (command.description !== undefined && command.description !== course.description) {
          events.push({ type: 'CourseDescribed', data: { courseId: course.id, description: command.description } });
        }
        return events;
      }
    }
  },
};
