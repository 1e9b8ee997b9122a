import type { Decider } from '../../platform/commands/decider';
import type { CourseCommand } from './commands-types';
import { type CourseState, evolveCourseState, initialCourseState } from './course-state';
import { decideAuthoring } from './decide-authoring';
import { decideContent } from './decide-content';
import { decideLifecycle } from './decide-lifecycle';
import type { CourseEvent } from './events';

export type { CourseCommand } from './commands-types';

export const courseDecider: Decider<CourseState, CourseCommand, CourseEvent> = {
  initialState: initialCourseState,
  evolve: evolveCourseState,

  decide(command, state) {
    switch (command.type) {
      case 'DeleteCourse':
      case 'RestoreCourse':
      case 'TransferOwnership':
        return decideLifecycle(command, state);
      case 'ApplyChange':
      case 'Publish':
      case 'Unpublish':
        return decideAuthoring(command, state);
      default:
        return decideContent(command, state);
    }
  },
};
