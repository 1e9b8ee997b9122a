import { handleCommand } from '../../../platform/commands/handle';
import type { EventStore } from '../../../platform/eventstore/types';
import { positionToString } from '../../../platform/eventstore/types';
import type { Principal } from '../../../platform/http/env';
import { foldCourseState, parseCourseEvent } from '../course-view';
import { courseDecider } from '../decider';
import { courseStream } from '../events';
import { translationFields } from './course-fields';
import type { TranslationCommand } from './decide-translation';

/** Runs a translation command for the caller; answers the module's translation fields after it. */
export async function runTranslationCommand(
  store: EventStore,
  command: TranslationCommand,
  principal: Principal,
  requestId: string,
) {
  const result = await handleCommand({
    store,
    streamId: courseStream(command.courseId),
    decider: courseDecider,
    parse: parseCourseEvent,
    fold: foldCourseState,
    command,
    context: { userId: principal.userId, orgId: principal.orgId, correlationId: requestId },
  });
  if (!result.state.exists) throw new Error('a translation command left no course');
  return {
    revision: result.revision,
    position: result.position ? positionToString(result.position) : undefined,
    ...translationFields(result.state.course),
  };
}
