import type { BlockType } from './content/blocks';
import type { Content } from './content/content';
import type { Thumbnail } from './events';

/** Who acts: deleting, restoring and transferring depend on being the owner or an admin. */
export type Actor = { userId: string; isAdmin: boolean };

/** Every command names the caller's organisation: a course of another organisation does not exist for them. */
type OnCourse = { courseId: string; orgId: string };

export type CourseCommand =
  | (OnCourse & {
      type: 'CreateCourse';
      createdBy: string;
      /** The course's first content (its title and description included), ids already given. */
      content: Content;
      tags?: string[];
      thumbnail?: Thumbnail | null;
      duplicatedFrom?: string;
      mono?: BlockType;
    })
  | (OnCourse & { type: 'UpdateCourse'; title?: string; description?: string })
  | (OnCourse & { type: 'ChangeTags'; tags: string[]; replace: boolean })
  | (OnCourse & { type: 'RemoveTag'; tag: string })
  | (OnCourse & { type: 'DeleteCourse'; actor: Actor; at: string })
  | (OnCourse & { type: 'RestoreCourse'; actor: Actor; now: string })
  | (OnCourse & { type: 'TransferOwnership'; actor: Actor; newOwnerId: string })
  | (OnCourse & { type: 'ApplyChange'; change: ContentChange })
  | (OnCourse & { type: 'Publish'; at: string })
  | (OnCourse & { type: 'Unpublish' });

/**
 * A change to carry over onto the course as it is now: whatever differs between `from` and `to`
 * takes its value in `to`. A save (from = the revision the author started from), an undo
 * (from = after the change, to = before it), a redo, or a restore (from = now, to = then).
 */
export type ContentChange = { from: Content; to: Content } & (
  | { kind: 'save' }
  | { kind: 'undo'; changeId: string }
  | { kind: 'redo'; changeId: string }
  | { kind: 'restore'; revision: number }
);
