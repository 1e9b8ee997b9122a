import {
  evolveContent,
  CONTENT_EVENT_TYPES,
  type ContentEvent,
  contentEventSchemas,
} from '../../modules/courses/content';
import type { LiveEvent } from '../../platform/realtime/protocol';
import type { CourseDetail, CourseStatus } from '../api/courses';

const STATUS_AFTER: Record<string, CourseStatus> = {
  DraftingStarted: 'DRAFTING',
  CoursePublished: 'PUBLISHED',
  CourseUnpublished: 'UNPUBLISHED',
};

const LIVE_AFTER: Record<string, boolean> = { CoursePublished: true, CourseUnpublished: false };

/**
 * The cached course with a live event applied (content, title, description, status), or the
 * cached value unchanged when the event is not newer than what the cache reflects.
 */
export function applyCourseEvent(detail: CourseDetail, event: LiveEvent): CourseDetail {
  if (event.version <= detail.revision) return detail;
  const advanced = { ...detail, revision: event.version, course: { ...detail.course, savedAt: event.recordedAt } };
  const status = STATUS_AFTER[event.type];
  const live = LIVE_AFTER[event.type] ?? advanced.course.live;
  if (status) return { ...advanced, course: { ...advanced.course, status, live } };
  if (!CONTENT_EVENT_TYPES.has(event.type)) return advanced;
  const parsed = contentEventSchemas[event.type as ContentEvent['type']].safeParse(event.data);
  if (!parsed.success) return detail;
  const content = evolveContent(detail.course.content, { type: event.type, data: parsed.data } as ContentEvent);
  return {
    ...advanced,
    course: { ...advanced.course, content, title: content.title, description: content.description },
  };
}
