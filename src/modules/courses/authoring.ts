import { AppError, badRequest } from '../../platform/errors';
import type { EventStore, RecordedEvent } from '../../platform/eventstore/types';
import type { Principal } from '../../platform/http/env';
import { changesOf, undoStacks, type Change } from './changes';
import type { SaveDraftInput } from './commands';
import type { ContentChange, CourseCommand } from './commands-types';
import type { Content } from './content/content';
import { parseCourseEvent } from './course-view';
import { liveCourse } from './course-state';
import { courseDecider } from './decider';
import type { CourseState } from './course-state';
import { proposalFrom } from './proposal';
import { runCourseCommand } from './run-command';

/** The course's content as it was at a revision (0 = just created). */
export function contentAt(history: RecordedEvent[], revision: number): Content {
  if (revision < 0 || revision >= history.length) throw badRequest(`Revision ${revision} does not exist`);
  const state = stateAt(history, revision);
  if (!state.exists) throw badRequest(`Revision ${revision} does not exist`);
  return state.course.content;
}

/**
 * The course state after a revision; folds of one history share their work (a save asks for two
 * or three), and the latest state, already folded by the command handler, is not folded again.
 */
const folds = new WeakMap<RecordedEvent[], CourseState[]>();
const latestStates = new WeakMap<RecordedEvent[], CourseState>();
function stateAt(history: RecordedEvent[], revision: number): CourseState {
  const latest = latestStates.get(history);
  if (latest && revision === history.length - 1) return latest;
  const states = folds.get(history) ?? [];
  folds.set(history, states);
  for (let i = states.length; i <= revision; i++)
    states.push(courseDecider.evolve(states[i - 1] ?? courseDecider.initialState, parseCourseEvent(history[i]!)));
  return states[revision]!;
}

type ChangeFromHistory = (history: RecordedEvent[]) => ContentChange;

/** Runs a content change that is worked out from the stream as read; a 412 carries the current revision. */
async function runChange(
  store: EventStore,
  courseId: string,
  principal: Principal,
  requestId: string,
  changeOf: ChangeFromHistory,
) {
  let revisionSeen = -1;
  const command = (history: RecordedEvent[], state: CourseState): CourseCommand => {
    revisionSeen = history.length - 1;
    latestStates.set(history, state);
    // Another organisation's course must not even reveal whether there is something to undo.
    liveCourse(state, principal.orgId);
    return { type: 'ApplyChange', courseId, orgId: principal.orgId, change: changeOf(history) };
  };
  try {
    return await runCourseCommand(store, { courseId, fromStream: command }, principal, requestId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'precondition_failed') {
      throw new AppError(error.code, error.message, { ...(error.details as object), revision: revisionSeen });
    }
    throw error;
  }
}

/** An autosave or explicit save: the author's version, rebased onto whatever others saved since. */
export function saveDraft(store: EventStore, principal: Principal, requestId: string, input: SaveDraftInput) {
  return runChange(store, input.id, principal, requestId, (history) => {
    const head = history.length - 1;
    if (input.revision !== undefined && input.revision > head)
      throw badRequest(`Invalid revision: ${input.revision} is beyond the latest revision, ${head}`);
    const from = contentAt(history, input.revision ?? head);
    return { kind: 'save', from, to: proposalFrom(from, input) };
  });
}

const beforeAndAfter = (history: RecordedEvent[], change: Change) => ({
  before: contentAt(history, change.firstRevision - 1),
  after: contentAt(history, change.lastRevision),
});

export function undoLast(store: EventStore, principal: Principal, requestId: string, courseId: string) {
  return runChange(store, courseId, principal, requestId, (history) => {
    const change = undoStacks(changesOf(history), principal.userId).undo.at(-1);
    if (!change) throw badRequest('Nothing to undo');
    const { before, after } = beforeAndAfter(history, change);
    return { kind: 'undo', changeId: change.changeId, from: after, to: before };
  });
}

export function redoLast(store: EventStore, principal: Principal, requestId: string, courseId: string) {
  return runChange(store, courseId, principal, requestId, (history) => {
    const change = undoStacks(changesOf(history), principal.userId).redo.at(-1);
    if (!change) throw badRequest('Nothing to redo');
    const { before, after } = beforeAndAfter(history, change);
    return { kind: 'redo', changeId: change.changeId, from: before, to: after };
  });
}

/** Brings the content back to how it was at a revision, as one new change (which can itself be undone). */
export function restoreRevision(
  store: EventStore,
  principal: Principal,
  requestId: string,
  courseId: string,
  revision: number,
) {
  return runChange(store, courseId, principal, requestId, (history) => ({
    kind: 'restore',
    revision,
    from: contentAt(history, history.length - 1),
    to: contentAt(history, revision),
  }));
}

/** A change made on the course as it is now (the block calls): `edit` returns the new content. */
export function editContent(
  store: EventStore,
  principal: Principal,
  requestId: string,
  courseId: string,
  edit: (content: Content) => Content,
) {
  return runChange(store, courseId, principal, requestId, (history) => {
    const from = contentAt(history, history.length - 1);
    return { kind: 'save', from, to: edit(from) };
  });
}
