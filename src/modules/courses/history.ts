import { badRequest } from '../../platform/errors';
import type { EventStore, RecordedEvent } from '../../platform/eventstore/types';
import { type Change, changesOf } from './changes';
import type { Content } from './content/content';
import { type CourseState, evolveCourseState, initialCourseState } from './course-state';
import { foldCourse, loadCourse, parseCourseEvent, toContentResponse } from './course-view';

/** A course's stream as read, with what saves, undos and restores ask of it. */
export type CourseHistory = {
  /** The latest revision (-1 when the stream does not exist). */
  head: number;
  /** The course's content as it was at a revision (0 = just created). */
  contentAt(revision: number): Content;
  /** Its changes, oldest first. */
  changes(): Change[];
  /** The editor (one open editor of one author, its `editorId`) whose save wrote the event at `revision`, if a save did. */
  editorAt(revision: number): EditorSave | undefined;
};

/** One open editor's save: the editor's random id and, when it numbers its saves, this one's number. */
type EditorSave = { editorId: string; editorSeq?: number };

/**
 * `known` gives the states already folded (the last few: folded-states.ts); a save or an undo asks
 * for two or three revisions, mostly recent ones, and any other is folded once from the start.
 */
export function courseHistory(
  events: RecordedEvent[],
  known?: (revision: number) => CourseState | undefined,
): CourseHistory {
  const head = events.length - 1;
  const states: CourseState[] = [];
  function stateAt(revision: number): CourseState {
    const hit = known?.(revision);
    if (hit) return hit;
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
    editorAt(revision) {
      const { editorId, editorSeq } = (events[revision]?.metadata ?? {}) as { editorId?: unknown; editorSeq?: unknown };
      if (typeof editorId !== 'string') return undefined;
      return typeof editorSeq === 'number' ? { editorId, editorSeq } : { editorId };
    },
  };
}

/** What the revision routes answer: the module's content as it was at a revision. */
export async function revisionResponse(store: EventStore, orgId: string, id: string, revision: number) {
  const { events } = await loadCourse(store, id, orgId);
  return {
    revision,
    course: { id, ...toContentResponse(courseHistory(events, foldCourse(events).stateAt).contentAt(revision)) },
  };
}
