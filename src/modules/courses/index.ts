import { Hono } from 'hono';
import type { RecordedEvent } from '../../platform/eventstore/types';
import type { EventStore } from '../../platform/eventstore/types';
import { AppError } from '../../platform/errors';
import type { AppEnv, Principal } from '../../platform/http/env';
import { courseRoutes, type CoursesDeps } from './api';
import { draftRoutes } from './api-drafts';
import { historyRoutes } from './api-history';
import { labelRoutes } from './api-labels';
import { publishedRoutes } from './api-published';
import { libraryRoutes } from './api-library';
import { loadStream } from '../../platform/commands/handle';
import { withBlockClaims } from './block-claims';
import { loadCourse, parseCourseEvent } from './course-view';
import { courseDecider } from './decider';
import { LIST_CHANGING_EVENTS, courseStream } from './events';

export { coursesAccess } from './access';
export { changesOf, type Change } from './changes';
export type { Course, CourseState } from './course-state';
export { parseCourseEvent } from './course-view';
export { courseDecider } from './decider';
export { courseEventSchemas, favouriteEventSchemas, LIST_CHANGING_EVENTS } from './events';
/** The content model other modules build on (delivery renders and packages it). */
export { learnerContent } from './content/answers';
export type { Block } from './content/blocks';
export { blocksInOrder, type Content } from './content/content';
export type { CourseSettings } from './content/settings';
export { livePublishedVersion, type PublishedVersion } from './published-version';
export { ownerOfBlock } from './block-claims';

const LIST_ROOM_PREFIX = 'org:';

/**
 * Live rooms: a course's events go to whoever watches that course; the events that change the
 * dashboard also go to the organisation's list room.
 */
export function courseRoomsOf(event: RecordedEvent): string[] {
  if (!event.streamId.startsWith('course-')) return [];
  const rooms = [event.streamId.slice('course-'.length)];
  const orgId = (event.metadata as { orgId?: string }).orgId;
  if (orgId && LIST_CHANGING_EVENTS.has(event.type)) rooms.push(listRoomOf(orgId));
  return rooms;
}

export const listRoomOf = (orgId: string) => `${LIST_ROOM_PREFIX}${orgId}`;

const BLOCK_NAMES: Record<string, string> = {
  BlockAdded: 'blockAdded',
  BlockMoved: 'blockMoved',
  SectionMoved: 'blockMoved',
  BlockDeleted: 'blockDeleted',
};

/** The names SPEC §7 gives course events on the live socket: block added/moved/deleted, labels, theme, and draft changes. */
export function courseLiveNameOf(event: RecordedEvent): string | undefined {
  if (!event.streamId.startsWith('course-')) return undefined;
  if (BLOCK_NAMES[event.type]) return BLOCK_NAMES[event.type];
  if (event.type === 'CourseTagsChanged') return 'courseTagsChanged';
  if (event.type === 'CourseSettingsChanged' && 'theme' in ((event.data as { settings?: object }).settings ?? {}))
    return 'courseThemeChanged';
  return 'draftChanged';
}

export const courseRoomStreams = (courseId: string) => [courseStream(courseId)];

/** Whether the principal may see the course: one of their organisation's, and for a Collaborator the one they were invited to. */
export async function canWatchCourse(store: EventStore, principal: Principal, courseId: string): Promise<boolean> {
  if (principal.courseId !== undefined && principal.courseId !== courseId) return false;
  try {
    await loadCourse(store, courseId, principal.orgId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return false;
    throw error;
  }
}

/** The organisation of a live (not deleted) course, or null: for modules that keep data per course. */
export async function courseOrgOf(store: EventStore, courseId: string): Promise<string | null> {
  const { state } = await loadStream(store, courseStream(courseId), courseDecider, parseCourseEvent);
  return state.exists && state.course.deletedAt === null ? state.course.orgId : null;
}

export function createCoursesModule(given: CoursesDeps) {
  const deps = { ...given, store: withBlockClaims(given.store, given.db) };
  // The library's fixed paths (/courses/list, /courses/favourite…) are matched before /courses/:id.
  const routes = new Hono<AppEnv>()
    .route('/', libraryRoutes(deps))
    .route('/', labelRoutes(deps))
    .route('/', publishedRoutes(deps))
    .route('/', historyRoutes(deps))
    .route('/', draftRoutes(deps))
    .route('/', courseRoutes(deps));
  return { routes };
}
