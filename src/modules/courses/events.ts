import { z } from 'zod';
import type { EventsOf } from '../../platform/commands/parse';

/** Course events on the `course-<id>` stream: the public contract of this module. */
export const courseEventSchemas = {
  CourseCreated: z.object({
    courseId: z.string(),
    orgId: z.string(),
    createdBy: z.string(),
    title: z.string(),
    description: z.string(),
  }),
  CourseRenamed: z.object({ courseId: z.string(), title: z.string() }),
  CourseDescribed: z.object({ courseId: z.string(), description: z.string() }),
};

export type CourseEvent = EventsOf<typeof courseEventSchemas>;

export const courseStream = (courseId: string) => `course-${courseId}`;
