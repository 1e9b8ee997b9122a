import { notFound } from '../../platform/errors';
import type { BlockType } from './content/blocks';
import { emptyContent, evolveContent, type Content } from './content/content';
import { CONTENT_EVENT_TYPES, type ContentEvent } from './content/content-events';
import type { CourseEvent, Thumbnail } from './events';
import { TRANSLATION_EVENT_TYPES, type TranslationEvent } from './translation/translation-events';
import { type CourseTranslations, evolveTranslations, noTranslations } from './translation/translation-state';

export const COURSE_NOT_FOUND = 'Course not found';

export type CourseStatus = 'IN_PROGRESS' | 'DRAFTING' | 'PUBLISHED' | 'UNPUBLISHED';

export type Course = {
  id: string;
  orgId: string;
  createdBy: string;
  ownerId: string;
  status: CourseStatus;
  tags: string[];
  /** The placeholder it started with. */
  thumbnail: Thumbnail | null;
  /** The module's own thumbnail (SPEC §3 thumbnails): the draft's, and the one learners' lists show since the last publish. */
  thumbnails: { draft: string | null; published: string | null; updatedAt: string | null };
  deletedAt: string | null;
  duplicatedFrom: string | null;
  mono: BlockType | null;
  /** Set for a partner's module, and the page it was made from when the partner named one. */
  partner?: string;
  referrerUrl?: string;
  publishedAt: string | null;
  /** Learners can open the published version (published and not unpublished since). */
  live: boolean;
  /** Title, description, settings, pages, sections and blocks: what the author edits. */
  content: Content;
  /** Its languages and the translations of its fields. */
  translations: CourseTranslations;
  /** Changes stored in its history that could not be read, so are left out (absent in states stored before). */
  unreadable?: UnreadableChange[];
};

/** A change of the module's history its own schema cannot read: written before events were checked, or by hand. */
type UnreadableChange = { revision: number; type: string; savedAt: string; reason: string };

/** How a stored course event that cannot be read is folded: it changes nothing but the list of what was left out. */
type EventUnreadable = { type: 'EventUnreadable'; data: UnreadableChange };

/** A course event as read from its stream. */
export type StoredCourseEvent = CourseEvent | EventUnreadable;

/** Every command names the caller's organisation: a course of another organisation does not exist for them. */
export type OnCourse = { courseId: string; orgId: string };

export type CourseState = { exists: false } | { exists: true; course: Course };

const isContentEvent = (event: CourseEvent): event is ContentEvent => CONTENT_EVENT_TYPES.has(event.type);
const isTranslationEvent = (event: CourseEvent): event is TranslationEvent => TRANSLATION_EVENT_TYPES.has(event.type);

function evolveCourse(course: Course, event: StoredCourseEvent): Course {
  if (event.type === 'EventUnreadable') return { ...course, unreadable: [...(course.unreadable ?? []), event.data] };
  if (isContentEvent(event)) return { ...course, content: evolveContent(course.content, event) };
  if (isTranslationEvent(event)) return { ...course, translations: evolveTranslations(course.translations, event) };
  switch (event.type) {
    case 'CourseTagsChanged':
      return { ...course, tags: event.data.tags };
    case 'CourseThumbnailChanged':
      return { ...course, thumbnail: event.data.thumbnail };
    case 'CourseThumbnailDrafted':
      return { ...course, thumbnails: { draft: event.data.url, published: null, updatedAt: event.data.at } };
    case 'CourseThumbnailPublished':
      return { ...course, thumbnails: { ...course.thumbnails, published: event.data.url, updatedAt: event.data.at } };
    case 'CourseDeleted':
      return { ...course, deletedAt: event.data.deletedAt };
    case 'CourseRestored':
      return { ...course, deletedAt: null };
    case 'CourseOwnerChanged':
      return { ...course, ownerId: event.data.ownerId };
    case 'DraftingStarted':
      return { ...course, status: 'DRAFTING' };
    case 'CoursePublished':
      return { ...course, status: 'PUBLISHED', publishedAt: event.data.publishedAt, live: true };
    case 'CourseUnpublished':
      return { ...course, status: 'UNPUBLISHED', live: false };
    default:
      return course;
  }
}

export const initialCourseState: CourseState = { exists: false };

export function evolveCourseState(state: CourseState, event: StoredCourseEvent): CourseState {
  if (event.type === 'CourseCreated') {
    const { courseId, orgId, createdBy, title, description, duplicatedFrom, mono, partner, referrerUrl } = event.data;
    return {
      exists: true,
      course: {
        id: courseId,
        orgId,
        createdBy,
        ownerId: createdBy,
        status: 'IN_PROGRESS',
        tags: [],
        thumbnail: null,
        thumbnails: { draft: null, published: null, updatedAt: null },
        deletedAt: null,
        duplicatedFrom: duplicatedFrom ?? null,
        mono: mono ?? null,
        ...(partner ? { partner } : {}),
        ...(referrerUrl ? { referrerUrl } : {}),
        publishedAt: null,
        live: false,
        content: emptyContent(title, description),
        translations: noTranslations,
      },
    };
  }
  return state.exists ? { exists: true, course: evolveCourse(state.course, event) } : state;
}

/** The course as its organisation sees it: a deleted course is gone until restored. */
export function liveCourse(state: CourseState, orgId: string): Course {
  if (!state.exists || state.course.orgId !== orgId || state.course.deletedAt) throw notFound(COURSE_NOT_FOUND);
  return state.course;
}
