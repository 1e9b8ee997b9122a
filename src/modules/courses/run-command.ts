import { handleCommand, type CommandResult } from '../../platform/commands/handle';
import type { EventStore } from '../../platform/eventstore/types';
import { positionToString } from '../../platform/eventstore/types';
import type { Principal } from '../../platform/http/env';
import { foldCourse, foldCourseState, parseCourseEvent, toCourseResponse } from './course-view';
import { type Actor, courseDecider, type CourseCommand } from './decider';
import { type CourseState, liveCourse } from './course-state';
import { courseStream } from './events';
import { courseHistory } from './history';
import { changeFor, type DraftIntent } from './intents';

export const actorOf = (p: Principal): Actor => ({ userId: p.userId, isAdmin: p.roles.includes('ADMIN') });

/** What every course write answers: the course after it, its revision, and the write's global position. */
function courseWrite(result: CommandResult<CourseState>) {
  if (!result.state.exists) throw new Error('a course command left no course');
  const lastSaved = result.recordedAt ?? result.history[result.history.length - 1]?.recordedAt.toISOString();
  const createdAt = result.history[0]?.recordedAt.toISOString() ?? lastSaved!;
  return {
    course: toCourseResponse(result.state.course, { createdAt, savedAt: lastSaved ?? createdAt }),
    revision: result.revision,
    position: result.position ? positionToString(result.position) : undefined,
  };
}

/**
 * Runs a course command for the caller, or an author's intent: a save, undo, redo, restore or
 * block call is worked out from the stream as read (and again if another writer got in first).
 */
export async function runCourseCommand(
  store: EventStore,
  command: CourseCommand | { courseId: string; intent: DraftIntent },
  principal: Principal,
  requestId: string,
) {
  const { courseId } = command;
  const save = 'intent' in command && command.intent.kind === 'save' ? command.intent.input : undefined;
  const result = await handleCommand({
    store,
    streamId: courseStream(courseId),
    decider: courseDecider,
    parse: parseCourseEvent,
    fold: foldCourseState,
    command:
      'intent' in command
        ? (history, state): CourseCommand => {
            // Another organisation's course must not even reveal whether there is something to undo.
            liveCourse(state, principal.orgId);
            const change = changeFor(command.intent, courseHistory(history, foldCourse(history).stateAt));
            return { type: 'ApplyChange', courseId, orgId: principal.orgId, change, revision: history.length - 1 };
          }
        : command,
    context: {
      userId: principal.userId,
      orgId: principal.orgId,
      correlationId: requestId,
      editorId: save?.editorId,
      editorSeq: save?.editorId !== undefined ? save.editorSeq : undefined,
    },
  });
  return courseWrite(result);
}
