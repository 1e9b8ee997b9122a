import { z } from 'zod';
import type { EventsOf } from '../../platform/commands/parse';

/** `document`: a file learners download from an attachment block (a PDF, an office document, a ZIP…). */
export const mediaKinds = ['image', 'video', 'audio', 'captions', 'document'] as const;
export type MediaKind = (typeof mediaKinds)[number];

const variant = z.object({ width: z.number().int(), format: z.enum(['webp', 'avif']), size: z.number().int() });
export type ImageVariant = z.infer<typeof variant>;

/** Media events on the `media-<mediaId>` stream: one uploaded file and the work done on it (each names its course, whose live room hears it). */
export const mediaEventSchemas = {
  /**
   * An upload to a chosen id took the id, before any byte is stored: of two uploads racing for one
   * id, the other is refused before it writes anything (no course: nothing to hear yet).
   */
  MediaIdClaimed: z.object({ mediaId: z.string(), orgId: z.string() }),
  /** A file arrived whole, its bytes matched its kind, and its metadata (EXIF, GPS) was stripped before it was stored. */
  MediaUploaded: z.object({
    mediaId: z.string(),
    orgId: z.string(),
    courseId: z.string(),
    kind: z.enum(mediaKinds),
    /** The file name the author gave, shown in the media library. */
    name: z.string(),
    /** The type its bytes were found to have (never the type the browser declared). */
    contentType: z.string(),
    /** The stored file under the media's folder (`original.jpg`). */
    file: z.string(),
    size: z.number().int(),
    width: z.number().int().optional(),
    height: z.number().int().optional(),
    uploadedBy: z.string(),
  }),
  /** A processing job began (or began again after a crash: `attempt` counts). */
  MediaProcessingStarted: z.object({ mediaId: z.string(), courseId: z.string(), attempt: z.number().int() }),
  MediaProcessed: z.object({
    mediaId: z.string(),
    courseId: z.string(),
    variants: z.array(variant),
    durationSeconds: z.number().optional(),
    /** A still of a video, stored as `poster.jpg`. */
    poster: z.boolean().optional(),
  }),
  MediaProcessingFailed: z.object({ mediaId: z.string(), courseId: z.string(), reason: z.string() }),
};

export type MediaEvent = EventsOf<typeof mediaEventSchemas>;

export const mediaStream = (mediaId: string) => `media-${mediaId}`;
