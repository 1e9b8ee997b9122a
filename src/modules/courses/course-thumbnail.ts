import type { EventStore } from '../../platform/eventstore/types';
import type { Principal } from '../../platform/http/env';
import { blocksInOrder } from './content/content';
import { loadCourse } from './course-view';
import { runCourseCommand } from './run-command';

/** SPEC §4: sets the draft's own thumbnail (null removes it) and clears the published one; refused for a draft no longer being drafted. */
export function setCourseThumbnail(
  store: EventStore,
  p: Principal,
  requestId: string,
  change: { courseId: string; url: string | null; isDraft: boolean },
) {
  const command = { type: 'SetThumbnail' as const, orgId: p.orgId, at: new Date().toISOString(), ...change };
  return runCourseCommand(store, command, p, requestId);
}

/** What a generated thumbnail is made from: the title, the theme, and the first image (uploaded or not). */
export async function thumbnailSourceOf(store: EventStore, courseId: string, orgId: string) {
  const { course } = await loadCourse(store, courseId, orgId);
  const firstImage = blocksInOrder(course.content).find((b) => b.type === 'ImageBlockComponent' && b.data.url !== '');
  return {
    title: course.content.title,
    status: course.status,
    theme: course.content.settings.theme,
    firstImage:
      firstImage?.type === 'ImageBlockComponent'
        ? { url: firstImage.data.url, mediaId: firstImage.data.media?.id }
        : null,
  };
}
