import type { EventStore } from '../../platform/eventstore/types';
import type { Content } from './content/content';
import { parseCourseEvent } from './course-view';
import { courseDecider } from './decider';
import { type CourseState, evolveCourseState } from './course-state';
import { courseStream } from './events';
import type { CourseTranslations } from './translation/translation-state';

/** The version of a course learners see: the content its latest publish froze. */
export type PublishedVersion = {
  courseId: string;
  orgId: string;
  revision: number;
  publishedAt: string;
  content: Content;
  /** The translations as they were at that publish. */
  translations: CourseTranslations;
};

const MAX_REMEMBERED = 500;
/** Folded once per course and stream version (reads of the stream itself are cached by the store). */
const remembered = new Map<string, PublishedVersion | null>();

function fold(courseId: string, events: Awaited<ReturnType<EventStore['readStream']>>): PublishedVersion | null {
  let state: CourseState = courseDecider.initialState;
  let published: Omit<PublishedVersion, 'orgId'> | null = null;
  for (const event of events) {
    const parsed = parseCourseEvent(event);
    state = evolveCourseState(state, parsed);
    if (parsed.type === 'CoursePublished' && state.exists) {
      published = {
        courseId,
        revision: event.version,
        publishedAt: parsed.data.publishedAt,
        content: state.course.content,
        translations: state.course.translations,
      };
    }
  }
  if (!published || !state.exists || !state.course.live || state.course.deletedAt) return null;
  return { ...published, orgId: state.course.orgId };
}

/**
 * The published version read from the course's stream, so always current (a publish just made is
 * seen before the read models catch up); null when the course is not live.
 */
export async function livePublishedVersion(store: EventStore, courseId: string): Promise<PublishedVersion | null> {
  const events = await store.readStream(courseStream(courseId));
  if (events.length === 0) return null;
  const key = `${courseId}@${events.length}`;
  if (remembered.has(key)) return remembered.get(key)!;
  const version = fold(courseId, events);
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, version);
  return version;
}
