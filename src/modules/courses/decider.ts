import type { Decider } from '../../platform/commands/decider';
import { type CourseState, evolveCourseState, initialCourseState } from './course-state';
import { type AuthoringCommand, decideAuthoring } from './decide-authoring';
import { type ContentCommand, decideContent } from './decide-content';
import { decideLifecycle, type LifecycleCommand } from './decide-lifecycle';
import type { CourseEvent } from './events';
import { decideTranslation, type TranslationCommand } from './translation/decide-translation';

export type { ContentChange } from './decide-authoring';
export type { Actor } from './decide-lifecycle';

export type CourseCommand = ContentCommand | LifecycleCommand | AuthoringCommand | TranslationCommand;

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
      case 'ChooseLanguages':
      case 'RemoveLanguage':
      case 'RecordTranslations':
      case 'ReviewLanguage':
      case 'SetPlayerWords':
        return decideTranslation(command, state);
      default:
        return decideContent(command, state);
    }
  },
};
