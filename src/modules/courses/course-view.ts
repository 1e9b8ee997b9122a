import { loadStream } from '../../platform/commands/handle';
import { eventParser } from '../../platform/commands/parse';
import { notFound } from '../../platform/errors';
import type { EventStore } from '../../platform/eventstore/types';
import { COURSE_NOT_FOUND, courseDecider, type Course } from './decider';
import { courseEventSchemas, courseStream } from './events';

export const parseCourseEvent = eventParser(courseEventSchemas);

/** The course as the API shows it (field names of SPEC.md §3). */
export function toCourseResponse(course: Course, times: { createdAt: string; savedAt: string }) {
  return {
    id: course.id,
    _id: course.id,
    title: course.title,
    description: course.description,
    status: course.status,
    createdBy: course.createdBy,
    userOrg: { orgID: course.orgId },
    ...times,
  };
}

/** Reads a course straight from its stream (always current); 404 for a missing course or another organisation's. */
export async function loadCourse(store: EventStore, courseId: string, orgId: string) {
  const { state, revision, events } = await loadStream(store, courseStream(courseId), courseDecider, parseCourseEvent);
  if (!state.exists || state.course.orgId !== orgId) throw notFound(COURSE_NOT_FOUND);
  const times = {
    createdAt: events[0]!.recordedAt.toISOString(),
    savedAt: events[events.length - 1]!.recordedAt.toISOString(),
  };
  return { course: state.course, revision, times };
}
