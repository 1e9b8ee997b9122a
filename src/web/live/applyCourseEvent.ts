import { z } from 'zod';
import type { LiveEvent } from '../../platform/realtime/protocol';
import type { CourseDetail } from '../api/courses';

const fieldChanges = {
  CourseRenamed: z.object({ title: z.string() }),
  CourseDescribed: z.object({ description: z.string() }),
} as const;

const isFieldChange = (type: string): type is keyof typeof fieldChanges => Object.hasOwn(fieldChanges, type);

/**
 * The cached course with a live event applied, or the cached value unchanged when the event is
 * not a field change or is not newer than what the cache already reflects.
 */
export function applyCourseEvent(detail: CourseDetail, event: LiveEvent): CourseDetail {
  if (!isFieldChange(event.type) || event.version <= detail.revision) return detail;
  const change = fieldChanges[event.type].safeParse(event.data);
  if (!change.success) return detail;
  return { course: { ...detail.course, ...change.data, savedAt: event.recordedAt }, revision: event.version };
}
