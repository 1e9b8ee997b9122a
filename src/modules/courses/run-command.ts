import { handleCommand, type CommandResult } from '../../platform/commands/handle';
import type { EventStore, RecordedEvent } from '../../platform/eventstore/types';
import { positionToString } from '../../platform/eventstore/types';
import type { Principal } from '../../platform/http/env';
import type { Actor } from './commands-types';
import { parseCourseEvent, toCourseResponse } from './course-view';
import { courseDecider, type CourseCommand } from './decider';
import type { CourseState } from './course-state';
import { courseStream } from './events';

export const actorOf = (p: Principal): Actor => ({ userId: p.userId, isAdmin: p.roles.includes('ADMIN') });

/** What every course write answers: the course after it, its revision, and the write's global position. */
export function courseWrite(result: CommandResult<CourseState>) {
  if (!result.state.exists) throw new Error('a course command left no course');
  const lastSaved = result.recordedAt ?? result.history[result.history.length - 1]?.recordedAt.toISOString();
  const createdAt = result.history[0]?.recordedAt.toISOString() ?? lastSaved!;
  return {
    course: toCourseResponse(result.state.course, { createdAt, savedAt: lastSaved ?? createdAt }),
    revision: result.revision,
    position: result.position ? positionToString(result.position) : undefined,
  };
}

/** Runs a course command for the caller. */
/** A command worked out from the course's stream as read, and its state (undo, saves on an old revision). */
export type CommandFromStream = {
  courseId: string;
  fromStream: (history: RecordedEvent[], state: CourseState) => CourseCommand;
};

export async function runCourseCommand(
  store: EventStore,
  command: CourseCommand | CommandFromStream,
  principal: Principal,
  requestId: string,
) {
  const result = await handleCommand({
    store,
    streamId: courseStream(command.courseId),
    decider: courseDecider,
    parse: parseCourseEvent,
    command: 'fromStream' in command ? command.fromStream : command,
    context: { userId: principal.userId, orgId: principal.orgId, correlationId: requestId },
  });
  return courseWrite(result);
}
