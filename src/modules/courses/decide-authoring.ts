import { AppError, badRequest } from '../../platform/errors';
import {
  type ChangedParts,
  carryChange,
  conflictingBlocks,
  conflictingFields,
  fieldValue,
  type FieldName,
} from './content/carry';
import type { Content } from './content/content';
import { diffContent } from './content/diff';
import { placeQuizResults } from './content/quiz-results';
import { type CourseState, liveCourse, type OnCourse } from './course-state';
import type { CourseEvent } from './events';

/**
 * A change to carry over onto the course as it is now: whatever differs between `from` and `to`
 * takes its value in `to`. A save (from = the revision the author started from), an undo
 * (from = after the change, to = before it), a redo, or a restore (from = now, to = then).
 */
export type ContentChange = { from: Content; to: Content } & (
  | {
      kind: 'save';
      /**
       * Blocks and fields the save sets whatever was saved there since `from`, never a conflict:
       * the author chose to ("Keep mine"), or only their own editor changed them since.
       */
      overwrite?: ChangedParts;
    }
  | { kind: 'undo'; changeId: string }
  | { kind: 'redo'; changeId: string }
  | { kind: 'restore'; revision: number }
);

export type AuthoringCommand = OnCourse &
  /** `revision`: the stream revision the change was worked out on; a conflict answers with it. */
  (
    | { type: 'ApplyChange'; change: ContentChange; revision: number }
    | { type: 'Publish'; at: string }
    | { type: 'Unpublish' }
  );

const CONFLICT_MESSAGE = 'Someone else changed the same block or field; choose which version to keep';

/**
 * The 412 a save or undo gets when it would overwrite another author's edit of the same block or
 * field: each with its current value (`theirs`).
 */
function editConflict(current: Content, revision: number, blockIds: string[], fields: FieldName[]) {
  return new AppError('precondition_failed', CONFLICT_MESSAGE, {
    revision,
    conflicts: [
      ...blockIds.map((id) => ({ blockId: id, theirs: current.blocks[id] ?? null })),
      ...fields.map((field) => ({ field, theirs: fieldValue(current, field) })),
    ],
  });
}

/**
 * A module made with AI stays marked (SPEC §3 isAiUsed): no save, undo or restore drops the flag.
 * The disclaimer block is the author's to reword, or even delete; the flag is not.
 */
const keepAiUsed = (current: Content, target: Content): Content =>
  current.settings.isAiUsed && !target.settings.isAiUsed
    ? { ...target, settings: { ...target.settings, isAiUsed: true } }
    : target;

export function decideAuthoring(command: AuthoringCommand, state: CourseState): CourseEvent[] {
  const course = liveCourse(state, command.orgId);
  const courseId = command.courseId;
  switch (command.type) {
    case 'ApplyChange': {
      const { change } = command;
      const current = course.content;
      const overwrite = change.kind === 'save' ? change.overwrite : undefined;
      const blocks = conflictingBlocks(current, change.from, change.to).filter(
        (id) => !overwrite?.blockIds.includes(id),
      );
      const fields = conflictingFields(current, change.from, change.to).filter((f) => !overwrite?.fields.includes(f));
      if (blocks.length || fields.length) throw editConflict(current, command.revision, blocks, fields);
      let target = keepAiUsed(current, carryChange(current, change.from, change.to));
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
    case 'Publish': {
      const published: CourseEvent = { type: 'CoursePublished', data: { courseId, publishedAt: command.at } };
      const { draft, published: shown } = course.thumbnails;
      // Publishing promotes the draft's thumbnail.
      return draft !== shown
        ? [published, { type: 'CourseThumbnailPublished', data: { courseId, url: draft, at: command.at } }]
        : [published];
    }
    case 'Unpublish':
      if (!course.live) throw badRequest('This module is not published');
      return [{ type: 'CourseUnpublished', data: { courseId } }];
  }
}
