import type { RecordedEvent } from '../../platform/eventstore/types';
import type { EventStore } from '../../platform/eventstore/types';
import { AppError } from '../../platform/errors';
import type { Principal } from '../../platform/http/env';
import { organisationRoom, organisationRoomKind, type RoomKind } from '../../platform/realtime/rooms';
import { loadCourse } from './course-view';
import { LIST_CHANGING_EVENTS, courseStream } from './events';
import { COURSE_LIST_ROOM, COURSE_ROOM_KIND, courseRoom } from './live-rooms';

const COURSE_STREAM_PREFIX = courseStream('');
const courseOfRoom = (busRoom: string) =>
  busRoom.startsWith(`${COURSE_ROOM_KIND}:`) ? busRoom.slice(COURSE_ROOM_KIND.length + 1) : null;

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

/** The rooms clients may join: a course (a Collaborator only the one it was invited to), and the organisation's list (never a Collaborator or partner). */
export function courseRoomKinds(store: EventStore): RoomKind[] {
  return [
    {
      kind: COURSE_ROOM_KIND,
      delivery: 'replay',
      presence: true,
      refusal: 'Course not found',
      resolve: async (principal, courseId) =>
        courseId && (await canWatchCourse(store, principal, courseId)) ? courseRoom(courseId) : null,
    },
    organisationRoomKind(
      COURSE_LIST_ROOM,
      'Not allowed to follow the module list',
      (event) => (event.data as { courseId?: string }).courseId ?? '',
    ),
  ];
}

/** A course's events go to its room; the events that change the dashboard also go to the organisation's list room. */
export function courseRoomsOf(event: RecordedEvent): string[] {
  if (!event.streamId.startsWith(COURSE_STREAM_PREFIX)) return [];
  const rooms = [courseRoom(event.streamId.slice(COURSE_STREAM_PREFIX.length))];
  const orgId = (event.metadata as { orgId?: string }).orgId;
  if (orgId && LIST_CHANGING_EVENTS.has(event.type)) rooms.push(organisationRoom(COURSE_LIST_ROOM, orgId));
  return rooms;
}

/** The streams a course room hears from this module (for catching up). */
export function courseRoomStreams(busRoom: string): string[] {
  const courseId = courseOfRoom(busRoom);
  return courseId ? [courseStream(courseId)] : [];
}

const BLOCK_NAMES: Record<string, string> = {
  BlockAdded: 'blockAdded',
  BlockMoved: 'blockMoved',
  SectionMoved: 'blockMoved',
  BlockDeleted: 'blockDeleted',
};

/** The names SPEC §7 gives course events on the live socket: block added/moved/deleted, labels, theme, and draft changes. */
export function courseLiveNameOf(event: RecordedEvent): string | undefined {
  if (!event.streamId.startsWith(COURSE_STREAM_PREFIX)) return undefined;
  if (BLOCK_NAMES[event.type]) return BLOCK_NAMES[event.type];
  if (event.type === 'CourseTagsChanged') return 'courseTagsChanged';
  if (event.type.startsWith('CourseThumbnail')) return 'thumbnailChanged';
  if (event.type === 'CourseSettingsChanged' && 'theme' in ((event.data as { settings?: object }).settings ?? {}))
    return 'courseThemeChanged';
  return 'draftChanged';
}
