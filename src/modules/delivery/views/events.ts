import { z } from 'zod';

/** How a learner reached a published module: its share link, a page that shows it (module, mono, block), or a dispatch session. */
const VIEW_CHANNELS = ['share', 'module', 'dispatch'] as const;
export type ViewChannel = (typeof VIEW_CHANNELS)[number];

/** Learner views on the `views-<courseId>` stream; read only by the metrics' read model, never folded. */
export const viewEventSchemas = {
  /**
   * A view of the published module. `viewer` is a keyed hash naming the viewer for this module only
   * (never an address); views written before it existed carry neither it nor `via` (author tokens, 'module').
   */
  CourseViewed: z.object({
    courseId: z.string(),
    via: z.enum(VIEW_CHANNELS).default('module'),
    viewer: z.string().max(64).optional(),
    /** The dispatch whose session made the view (via 'dispatch'; views before it existed have none). */
    dispatchId: z.string().max(64).optional(),
  }),
};

export const viewsStream = (courseId: string) => `views-${courseId}`;

/** A viewer's views of one module within this window count once: a reload is not a new view. */
export const VIEW_WINDOW_MINUTES = 30;
