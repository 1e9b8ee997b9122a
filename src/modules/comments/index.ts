import type { RecordedEvent } from '../../platform/eventstore/types';
import { courseRoom } from '../courses';
import { commentRoutes, type CommentsDeps } from './api';
import { commentLiveName, commentsStream } from './events';

export { commentsAccess } from './access';
export { commentEventSchemas } from './events';
export { commentPersonalFields } from './personal-fields';
export { startBlockCommentsPolicy } from './policy';

const PREFIX = commentsStream('');
const COURSE_ROOM = courseRoom('');

/** A course's comments are heard in the course's live room. */
export const commentRoomsOf = (event: RecordedEvent): string[] =>
  event.streamId.startsWith(PREFIX) ? [courseRoom(event.streamId.slice(PREFIX.length))] : [];

/** The comment stream a course room also hears (for catching up). */
export const commentRoomStreams = (busRoom: string): string[] =>
  busRoom.startsWith(COURSE_ROOM) ? [commentsStream(busRoom.slice(COURSE_ROOM.length))] : [];

export const commentLiveNameOf = (event: RecordedEvent) =>
  event.streamId.startsWith(PREFIX)
    ? commentLiveName(event.type, event.data as { parentId?: string | null })
    : undefined;

export function createCommentsModule(deps: CommentsDeps) {
  return { routes: commentRoutes(deps) };
}
export { COMMENTS } from './read-models/comments-queries';
export { commentsReadModels } from './read-models';
