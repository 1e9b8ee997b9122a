import type { ChangeEntry } from '../api/authoring';

const WHAT: Record<string, string> = {
  BlockAdded: 'added a block',
  BlockChanged: 'edited a block',
  BlockDeleted: 'deleted a block',
  BlockMoved: 'moved a block',
  SectionMoved: 'moved a section',
  SectionAdded: 'added a section',
  SectionRemoved: 'removed a section',
  SectionResized: 'resized a section',
  CourseRenamed: 'renamed the module',
  CourseDescribed: 'changed the description',
  CourseSettingsChanged: 'changed settings',
  CourseTagsChanged: 'changed labels',
  CourseThumbnailChanged: 'changed the thumbnail',
  CourseOwnerChanged: 'gave the module to someone else',
  CourseDeleted: 'deleted the module',
  CourseRestored: 'restored the module',
};

/** One line per change for the history panel: "Ada Tester edited a block and moved a section". */
export function changeSummary(change: ChangeEntry): string {
  switch (change.kind) {
    case 'create':
      return 'created the module';
    case 'undo':
      return 'undid a change';
    case 'redo':
      return 'redid a change';
    case 'restore':
      return `restored revision ${change.ref}`;
    case 'publish':
      return 'published';
    case 'unpublish':
      return 'unpublished';
    default: {
      const parts = [...new Set(change.eventTypes.map((t) => WHAT[t]).filter(Boolean))];
      return parts.length ? parts.join(', ') : 'saved';
    }
  }
}
