import { AppError, badRequest } from '../../platform/errors';
import { carryChange, conflictingBlocks, conflictingFields, fieldValue, type FieldName } from './content/carry';
import type { Content } from './content/content';
import { diffContent } from './content/diff';
import { placeQuizResults } from './content/quiz-results';
import type { CourseCommand } from './commands-types';
import { liveCourse } from './course-state';
import type { CourseState } from './course-state';
import type { CourseEvent } from './events';

type AuthoringCommand = Extract<CourseCommand, { type: 'ApplyChange' | 'Publish' | 'Unpublish' }>;

export const CONFLICT_MESSAGE = 'Someone else changed the same block or field; choose which version to keep';

/**
 * The 412 a save or undo gets when it would overwrite another author's edit of the same block or
 * field: each with its current value (`theirs`).
 */
export function editConflict(current: Content, blockIds: string[], fields: FieldName[]) {
  return new AppError('precondition_failed', CONFLICT_MESSAGE, {
    conflicts: [
      ...blockIds.map((id) => ({ blockId: id, theirs: current.blocks[id] ?? null })),
      ...fields.map((field) => ({ field, theirs: fieldValue(current, field) })),
    ],
  });
}

export function decideAuthoring(command: AuthoringCommand, state: CourseState): CourseEvent[] {
  const course = liveCourse(state, command.orgId);
  const courseId = command.courseId;
  switch (command.type) {
    case 'ApplyChange': {
      const { change } = command;
      const current = course.content;
      const blocks = conflictingBlocks(current, change.from, change.to);
      const fields = conflictingFields(current, change.from, change.to);
      if (blocks.length || fields.length) throw editConflict(current, blocks, fields);
      let target = carryChange(current, change.from, change.to);
      if (change.kind === 'save') target = placeQuizResults(current, target);
      if (course.mono && Object.keys(target.blocks).length !== 1)
        throw badRequest('A mono module holds exactly one block');
      const events: CourseEvent[] = diffContent(courseId, current, target);
      if (events.length && course.status !== 'DRAFTING') events.push({ type: 'DraftingStarted', data: { courseId } });
      if (change.kind === 'undo') events.push({ type: 'ChangeUndone', data: { courseId, changeId: change.changeId } });
      if (change.kind === 'redo') events.push({ type: 'ChangeRedone', data: { courseId, changeId: change.changeId } });
      if (change.kind === 'restore' && events.length)
        events.push({ type: 'RevisionRestored', data: { courseId, revision: change.revision } });
      return events;
    }
    case 'Publish':
      return [{ type: 'CoursePublished', data: { courseId, publishedAt: command.at } }];
    case 'Unpublish':
      if (!course.live) throw badRequest('This module is not published');
      return [{ type: 'CourseUnpublished', data: { courseId } }];
  }
}
