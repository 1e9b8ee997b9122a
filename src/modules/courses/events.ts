import { z } from 'zod';
import type { EventsOf } from '../../platform/commands/parse';
import { BLOCK_TYPES } from './content/blocks';
import { contentEventSchemas } from './content/content-events';
import { translationEventSchemas } from './translation/translation-events';

export const thumbnailSchema = z.object({ type: z.enum(['image', 'video']), url: z.string().max(500) });
export type Thumbnail = z.infer<typeof thumbnailSchema>;

/** Course events on the `course-<id>` stream: the public contract of this module. */
export const courseEventSchemas = {
  CourseCreated: z.object({
    courseId: z.string(),
    orgId: z.string(),
    createdBy: z.string(),
    title: z.string(),
    description: z.string(),
    /** Set when the course was made by duplicating another. */
    duplicatedFrom: z.string().optional(),
    /** A mono module is one block of this type (SPEC "is-mono"). */
    mono: z.enum(BLOCK_TYPES).optional(),
    /** The partner system whose user made it (SPEC §3 userOrg.partner). */
    partner: z.string().min(1).max(64).optional(),
    /** The page it was made from, on a partner's site (SPEC §3 referrer_url). */
    referrerUrl: z.string().min(1).max(2000).optional(),
  }),
  ...contentEventSchemas,
  ...translationEventSchemas,
  /** The labels after the change. */
  CourseTagsChanged: z.object({ courseId: z.string(), tags: z.array(z.string()) }),
  /** The placeholder a module starts with (SPEC §3 thumbnails.default). */
  CourseThumbnailChanged: z.object({ courseId: z.string(), thumbnail: thumbnailSchema.nullable() }),
  /** An author set (or, with null, removed) the module's own thumbnail; the published one is cleared (SPEC §4). */
  CourseThumbnailDrafted: z.object({ courseId: z.string(), url: z.string().max(500).nullable(), at: z.string() }),
  /** Publishing promoted the draft thumbnail. */
  CourseThumbnailPublished: z.object({ courseId: z.string(), url: z.string().max(500).nullable(), at: z.string() }),
  CourseDeleted: z.object({ courseId: z.string(), deletedAt: z.string() }),
  CourseRestored: z.object({ courseId: z.string() }),
  CourseOwnerChanged: z.object({ courseId: z.string(), ownerId: z.string(), previousOwnerId: z.string() }),
  /** The first edit after creation or after a publish: the course has a draft that learners do not see. */
  DraftingStarted: z.object({ courseId: z.string() }),
  /** Learners now see the course as it is at this event. */
  CoursePublished: z.object({ courseId: z.string(), publishedAt: z.string() }),
  CourseUnpublished: z.object({ courseId: z.string() }),
  /** Markers that go with the compensating events of an undo, a redo or a restore (same change). */
  ChangeUndone: z.object({ courseId: z.string(), changeId: z.string() }),
  ChangeRedone: z.object({ courseId: z.string(), changeId: z.string() }),
  RevisionRestored: z.object({ courseId: z.string(), revision: z.number().int() }),
};

export type CourseEvent = EventsOf<typeof courseEventSchemas>;

export const courseStream = (courseId: string) => `course-${courseId}`;

/** Events that change what the dashboard shows (the internal "course list changed" event). */
export const LIST_CHANGING_EVENTS: ReadonlySet<string> = new Set([
  'CourseCreated',
  'CourseRenamed',
  'CourseDescribed',
  'CourseTagsChanged',
  'CourseThumbnailChanged',
  'CourseThumbnailDrafted',
  'CourseThumbnailPublished',
  'CourseDeleted',
  'CourseRestored',
  'CourseOwnerChanged',
  'DraftingStarted',
  'CoursePublished',
  'CourseUnpublished',
]);

/** Favourites are a courses concern, kept per user: `favourites-<userId>`. */
export const favouriteEventSchemas = {
  CourseFavourited: z.object({ userId: z.string(), courseId: z.string() }),
  CourseUnfavourited: z.object({ userId: z.string(), courseId: z.string() }),
};
export type FavouriteEvent = EventsOf<typeof favouriteEventSchemas>;
export const favouritesStream = (userId: string) => `favourites-${userId}`;

/** A block id taken by the first course that wrote it, on the id's own stream `block-<id>` (block-claims.ts). */
export const blockClaimEventSchemas = {
  BlockIdClaimed: z.object({ blockId: z.string(), courseId: z.string() }),
};
