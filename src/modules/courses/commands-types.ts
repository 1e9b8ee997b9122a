import type { Thumbnail } from './events';

/** Who acts: deleting, restoring and transferring depend on being the owner or an admin. */
export type Actor = { userId: string; isAdmin: boolean };

/** Every command names the caller's organisation: a course of another organisation does not exist for them. */
type OnCourse = { courseId: string; orgId: string };

export type CourseCommand =
  | (OnCourse & {
      type: 'CreateCourse';
      createdBy: string;
      title: string;
      description: string;
      tags?: string[];
      thumbnail?: Thumbnail | null;
      duplicatedFrom?: string;
    })
  | (OnCourse & { type: 'UpdateCourse'; title?: string; description?: string })
  | (OnCourse & { type: 'ChangeTags'; tags: string[]; replace: boolean })
  | (OnCourse & { type: 'RemoveTag'; tag: string })
  | (OnCourse & { type: 'DeleteCourse'; actor: Actor; at: string })
  | (OnCourse & { type: 'RestoreCourse'; actor: Actor; now: string })
  | (OnCourse & { type: 'TransferOwnership'; actor: Actor; newOwnerId: string });
