import { badRequest } from '../../platform/errors';
import type { EventStore, RecordedEvent } from '../../platform/eventstore/types';
import { type Change, changesOf } from './changes';
import type { Content } from './content/content';
import { type CourseState, evolveCourseState, initialCourseState } from './course-state';
import { loadCourse, parseCourseEvent, toContentResponse } from './course-view';

/** A course's stream as read, with what saves, undos and restores ask of it. */
export type CourseHistory = {
  /** The latest revision (-1 when the stream does not exist). */
  head: number;
  /** The course's content as it was at a revision (0 = just created). */
  contentAt(revision: number): Content;
  /** Its changes, oldest first. */
  changes(): Change[];
};

/**
 * `latest` is the state after the whole stream when the caller has already folded it; a save asks
 * for two or three revisions, and each is folded once.
 */
export function courseHistory(events: RecordedEvent[], latest?: CourseState): CourseHistory {
  const head = events.length - 1;
  const states: CourseState[] = [];
  function stateAt(revision: number): CourseState {
    if (latest && revision === head) return latest;
    for (let i = states.length; i <= revision; i++)
      states.push(evolveCourseState(states[i - 1] ?? initialCourseState, parseCourseEvent(events[i]!)));
    return states[revision]!;
  }
  let changes: Change[] | undefined;
  return {
    head,
    contentAt(revision) {
      const state = revision >= 0 && revision <= head ? stateAt(revision) : initialCourseState;
      if (!state.exists) throw badRequest(`Revision ${revision} does not exist`);
      return state.course.content;
    },
    changes: () => {
      changes ??= changesOf(events);
      return changes;
    },
  };
}

/** What the revision routes answer: the module's content as it was at a revision. */
export async function revisionResponse(store: EventStore, orgId: string, id: string, revision: number) {
  const { events } = await loadCourse(store, id, orgId);
  return { revision, course: { id, ...toContentResponse(courseHistory(events).contentAt(revision)) } };
}
