import { emptyContent } from '../../../src/modules/courses/content';
import { type CourseCommand, courseDecider } from '../../../src/modules/courses/decider';
import type { CourseEvent } from '../../../src/modules/courses/events';
import { fold } from '../../../src/platform/commands/decider';
import type { GivenEvent } from '../../support/projection-spec';

/** A command without its course and organisation, which courseEvents gives. */
type Unplaced<C> = C extends unknown ? Omit<C, 'courseId' | 'orgId'> : never;

/**
 * The events a course's commands produce, as the courses decider decides them one after the other:
 * read-model specs feed real event shapes, from the stream `course-<id>`, by the organisation's user.
 */
export function courseEvents(courseId: string, orgId: string, commands: Array<Unplaced<CourseCommand>>) {
  const events: CourseEvent[] = [];
  for (const command of commands) {
    events.push(...courseDecider.decide({ ...command, courseId, orgId } as CourseCommand, fold(courseDecider, events)));
  }
  return events.map(
    (e): GivenEvent => ({
      ...e,
      streamId: `course-${courseId}`,
      metadata: { userId: 'u1', orgId, correlationId: 'spec', causationId: 'spec' },
    }),
  );
}

export const created = (title: string, tags: string[] = []) =>
  ({ type: 'CreateCourse', createdBy: 'u1', content: emptyContent(title, ''), tags }) as const;
