import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';
import { blockSchema } from './blocks';
import { settingsPatchSchema } from './settings';

const index = z.number().int().min(0);
const onCourse = { courseId: z.string() };

/**
 * The structure and content of a course: pages hold sections in order, sections hold blocks in
 * order. An index past the end means "at the end".
 */
export const contentEventSchemas = {
  CourseRenamed: z.object({ ...onCourse, title: z.string() }),
  CourseDescribed: z.object({ ...onCourse, description: z.string() }),
  PageAdded: z.object({ ...onCourse, pageId: z.string(), index }),
  PageMoved: z.object({ ...onCourse, pageId: z.string(), index }),
  PageRemoved: z.object({ ...onCourse, pageId: z.string() }),
  SectionAdded: z.object({ ...onCourse, pageId: z.string(), sectionId: z.string(), index, sizes: z.string() }),
  SectionMoved: z.object({ ...onCourse, sectionId: z.string(), pageId: z.string(), index }),
  SectionResized: z.object({ ...onCourse, sectionId: z.string(), sizes: z.string() }),
  SectionRemoved: z.object({ ...onCourse, sectionId: z.string() }),
  BlockAdded: z.object({ ...onCourse, sectionId: z.string(), index, block: blockSchema }),
  /** The block's new value, whole. */
  BlockChanged: z.object({ ...onCourse, block: blockSchema }),
  BlockMoved: z.object({ ...onCourse, blockId: z.string(), sectionId: z.string(), index }),
  BlockDeleted: z.object({ ...onCourse, blockId: z.string() }),
  /** Only the settings that changed. */
  CourseSettingsChanged: z.object({ ...onCourse, settings: settingsPatchSchema }),
};

export type ContentEvent = EventsOf<typeof contentEventSchemas>;
export const CONTENT_EVENT_TYPES: ReadonlySet<string> = new Set(Object.keys(contentEventSchemas));
