import { createFoldedStates } from '../../platform/commands/folded-states';
import { loadStream, type StreamFold } from '../../platform/commands/handle';
import { unreadableReason } from '../../platform/eventstore/checked-events';
import { notFound } from '../../platform/errors';
import type { EventStore, RecordedEvent } from '../../platform/eventstore/types';
import { blocksInOrder, type Content, type Section } from './content/content';
import { courseDecider } from './decider';
import {
  COURSE_NOT_FOUND,
  type Course,
  type CourseState,
  evolveCourseState,
  initialCourseState,
  type StoredCourseEvent,
} from './course-state';
import type { z } from 'zod';
import { courseEventSchemas, courseStream } from './events';
import { contentHash } from './content-hash';
import { translationFields } from './translation/course-fields';

const parsed = new WeakMap<RecordedEvent, StoredCourseEvent>();

/**
 * Validates a stored course event once per read, however many times a save folds it. One its
 * schema cannot read is left out, as `EventUnreadable`: the module still opens, and says what it
 * could not read, rather than stop every read of it (and every read model that folds it).
 */
export function parseCourseEvent(event: RecordedEvent): StoredCourseEvent {
  const known = parsed.get(event);
  if (known) return known;
  const schema = (courseEventSchemas as Record<string, z.ZodType>)[event.type];
  const reason = schema ? unreadableReason(schema, event) : { field: 'type', problem: 'not a course event' };
  const result = (
    reason
      ? {
          type: 'EventUnreadable',
          data: {
            revision: event.version,
            type: event.type,
            savedAt: event.recordedAt.toISOString(),
            reason: `${reason.field}: ${reason.problem}`,
          },
        }
      : { type: event.type, data: schema!.parse(event.data) }
  ) as StoredCourseEvent;
  parsed.set(event, result);
  return result;
}

/** The course after one more stored event (one that cannot be read is noted and left out). */
export const evolveWithStored = (state: CourseState, event: RecordedEvent): CourseState =>
  evolveCourseState(state, parseCourseEvent(event));

/**
 * Course streams folded as last read, so a save or a read folds only the events since. Course events
 * carry no personal values (a test holds that), so no erased person's value stays in these states.
 */
export const foldCourse = createFoldedStates<CourseState>(initialCourseState, evolveWithStored);
export const foldCourseState: StreamFold<CourseState> = (events) => foldCourse(events).state;

type SectionResponse = { id: string; pageId: string; sizes: string; blocks: string[] };
const sectionResponses = new WeakMap<Section, SectionResponse>();

/**
 * A section as the API shows it. Content is never changed in place, so an unchanged section is
 * shown by the same object from one answer to the next, as its blocks are: a module's hash then
 * works out the text of only what changed (content-hash.ts).
 */
function sectionResponse(id: string, pageId: string, section: Section): SectionResponse {
  const known = sectionResponses.get(section);
  if (known?.id === id && known.pageId === pageId) return known;
  const made = { id, pageId, sizes: section.sizes, blocks: section.blockIds };
  sectionResponses.set(section, made);
  return made;
}

/** Content in the shape of SPEC §3: pages list section ids, sections list block ids, blocks in reading order. */
export function toContentResponse(content: Content) {
  return {
    title: content.title,
    description: content.description,
    ...content.settings,
    pages: content.pages.map((p) => ({ id: p.id, sections: p.sectionIds })),
    sections: content.pages.flatMap((p) => p.sectionIds.map((id) => sectionResponse(id, p.id, content.sections[id]!))),
    blocks: blocksInOrder(content),
  };
}

/** SPEC §3 `thumbnails`: the placeholder, the draft's own and the published one. */
export const thumbnailsOf = (course: Course) => ({
  courseId: course.id,
  default: course.thumbnail,
  ...course.thumbnails,
});

/** Any thumbnail: its own (draft or published), or the placeholder it started with. */
export const hasThumbnail = (course: Course) =>
  course.thumbnail !== null || course.thumbnails.draft !== null || course.thumbnails.published !== null;

/** The course as the API shows it (field names of SPEC.md §3). */
export function toCourseResponse(course: Course, times: { createdAt: string; savedAt: string }) {
  const content = toContentResponse(course.content);
  return {
    id: course.id,
    _id: course.id,
    ...content,
    ...translationFields(course),
    hash: contentHash({ content, translations: course.translations }),
    status: course.status,
    createdBy: course.ownerId,
    userOrg: { orgID: course.orgId, partner: course.partner ?? null },
    referrer_url: course.referrerUrl ?? null,
    tags: course.tags,
    thumbnail: course.thumbnail,
    thumbnails: thumbnailsOf(course),
    hasThumbnail: hasThumbnail(course),
    deletedAt: course.deletedAt,
    'is-mono': course.mono !== null,
    monoType: course.mono,
    publishedAt: course.publishedAt,
    /** Learners can open the published version now. */
    live: course.live,
    lastPublished: course.publishedAt,
    ...times,
    // Only when there are some: what an author is told was left out of the module.
    ...(course.unreadable?.length ? { unreadableChanges: course.unreadable } : {}),
  };
}

export async function loadCourseState(store: EventStore, courseId: string) {
  return loadStream(store, courseStream(courseId), courseDecider, parseCourseEvent, foldCourseState);
}

/** Reads a course straight from its stream (always current); 404 when missing, deleted, or another organisation's. */
export async function loadCourse(store: EventStore, courseId: string, orgId: string) {
  const { state, revision, events } = await loadCourseState(store, courseId);
  if (!visible(state, orgId)) throw notFound(COURSE_NOT_FOUND);
  const times = {
    createdAt: events[0]!.recordedAt.toISOString(),
    savedAt: events[events.length - 1]!.recordedAt.toISOString(),
  };
  return { course: state.course, revision, times, events };
}

function visible(state: CourseState, orgId: string): state is Extract<CourseState, { exists: true }> {
  return state.exists && state.course.orgId === orgId && state.course.deletedAt === null;
}
