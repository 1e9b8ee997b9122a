import { AppError, badRequest } from '../../platform/errors';
import { carryChange, conflictingBlocks } from './content/carry';
import type { Content } from './content/content';
import { diffContent } from './content/diff';
import { placeQuizResults } from './content/quiz-results';
import type { CourseCommand } from './commands-types';
import { liveCourse } from './decide-content';
import type { CourseState } from './decider';
import type { CourseEvent } from './events';

type AuthoringCommand = Extract<CourseCommand, { type: 'ApplyChange' | 'Publish' | 'Unpublish' }>;

export const CONFLICT_MESSAGE = 'Someone else changed the same block; choose which version to keep';

/** The 412 a save or undo gets when it would overwrite another author's edit of the same block. */
export function blockConflict(current: Content, blockIds: string[]) {
  return new AppError('precondition_failed', CONFLICT_MESSAGE, {
    conflicts: blockIds.map((id) => ({ blockId: id, theirs: current.blocks[id] ?? null })),
  });
}

export function decideAuthoring(command: AuthoringCommand, state: CourseState): CourseEvent[] {
  const course = liveCourse(state, command.orgId);
  const courseId = command.courseId;
  switch (command.type) {
    case 'ApplyChange': {
      const { change } = command;
      const current = course.content;
      const conflicts = conflictingBlocks(current, change.from, change.to);
      if (conflicts.length) throw blockConflict(current, conflicts);
      let target = carryChange(current, change.from, change.to);
      if (change.kind === 'save') target = placeQuizResults(current, target);
      if (course.mono && Object.keys(target.blocks).length !== 1) throw badRequest('A mono module holds exactly one block');
      const events: CourseEvent[] = diffContent(courseId, current, target);
      if (events.length && course.status !== 'DRAFTING') events.push({ type: 'DraftingStarted', data: { courseId } });
      if (change.kind === 'undo') events.push({ type: 'ChangeUndone', data: { courseId, changeId: change.changeId } });
      if (change.kind === 'redo') events.push({ type: 'ChangeRedone', data: { courseId, changeId: change.changeId } });
      if (change.kind === 'restore' && events.length) events.push({ type: 'RevisionRestored', data: { courseId, revision: change.revision } });
      return events;
    }
    case 'Publish':
      return [{ type: 'CoursePublished', data: { courseId, publishedAt: command.at } }];
    case 'Unpublish':
      if (!course.live) throw badRequest('This module is not published');
      return [{ type: 'CourseUnpublished', data: { courseId } }];
  }
}
