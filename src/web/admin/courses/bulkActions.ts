import type { AdminCourse } from '../../api/adminCourses';
import { deleteCourse, restoreCourse, transferCourse } from '../../api/courseLibrary';

/** What an admin can do to many modules at once. */
export type BulkKind = 'delete' | 'restore' | 'transfer';

/** A bulk action: which selected modules it applies to, and the one call it makes for each. */
export type BulkAction = {
  kind: BulkKind;
  /** "Delete", "Restore", "Transfer". */
  verb: string;
  pastVerb: string;
  ongoing: string;
  /** What the action does, told before it runs. */
  consequence: string;
  appliesTo: (course: AdminCourse) => boolean;
  /** Why a selected module is left out. */
  leftOutBecause: string;
  run: (course: AdminCourse, newOwnerId: string) => Promise<{ position?: string }>;
};

/** How long the server keeps a deleted module restorable (the courses module's rule). */
export const RESTORE_DAYS = 30;

const isDeleted = (course: AdminCourse) => course.deletedAt !== null;

export const BULK_ACTIONS: Record<BulkKind, BulkAction> = {
  transfer: {
    kind: 'transfer',
    verb: 'Transfer',
    pastVerb: 'transferred',
    ongoing: 'Transferring…',
    consequence: 'The new owner gets each module; the previous owner keeps no special rights to it.',
    appliesTo: (c) => !isDeleted(c),
    leftOutBecause: 'deleted modules cannot change owner',
    run: (c, newOwnerId) => transferCourse(c.id, newOwnerId),
  },
  restore: {
    kind: 'restore',
    verb: 'Restore',
    pastVerb: 'restored',
    ongoing: 'Restoring…',
    consequence: 'Each module comes back to its owner’s library as it was when it was deleted.',
    appliesTo: isDeleted,
    leftOutBecause: 'they are not deleted',
    run: (c) => restoreCourse(c.id),
  },
  delete: {
    kind: 'delete',
    verb: 'Delete',
    pastVerb: 'deleted',
    ongoing: 'Deleting…',
    consequence: `Nobody can open them any more; they can be restored here for ${RESTORE_DAYS} days.`,
    appliesTo: (c) => !isDeleted(c),
    leftOutBecause: 'they are deleted already',
    run: (c) => deleteCourse(c.id),
  },
};
