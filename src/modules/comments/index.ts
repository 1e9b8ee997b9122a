import type { TesseraModule } from '../../platform/composition/module';
import type { Database } from '../../platform/db/database';
import type { Logger } from '../../platform/logger';
import { commentsAccess } from './access';
import { startBlockCommentsPolicy } from './policy';
import type { RecordedEvent } from '../../platform/eventstore/types';
import { courseRoom } from '../courses';
import { commentRoutes, type CommentsDeps } from './api';
import { commentLiveName, commentsStream } from './events';

export { commentEventSchemas } from './events';
export { commentPersonalFields } from './personal-fields';

const PREFIX = commentsStream('');
const COURSE_ROOM = courseRoom('');

/** A course's comments are heard in the course's live room. */
const commentRoomsOf = (event: RecordedEvent): string[] =>
  event.streamId.startsWith(PREFIX) ? [courseRoom(event.streamId.slice(PREFIX.length))] : [];

/** The comment stream a course room also hears (for catching up). */
const commentRoomStreams = (busRoom: string): string[] =>
  busRoom.startsWith(COURSE_ROOM) ? [commentsStream(busRoom.slice(COURSE_ROOM.length))] : [];

const commentLiveNameOf = (event: RecordedEvent) =>
  event.streamId.startsWith(PREFIX)
    ? commentLiveName(event.type, event.data as { parentId?: string | null })
    : undefined;

/** Comments on modules and blocks, heard live in the course's room; a deleted block's threads are resolved by a policy. */
export function createCommentsModule(deps: CommentsDeps & { database: Database; logger: Logger }): TesseraModule {
  return {
    name: 'comments',
    routes: commentRoutes(deps),
    access: commentsAccess,
    live: {
      roomsOf: commentRoomsOf,
      nameOf: commentLiveNameOf,
      streamsOf: (room) => ({ streams: commentRoomStreams(room) }),
    },
    workers: [startBlockCommentsPolicy(deps)],
  };
}
export { COMMENTS } from './read-models/comments-queries';
export { commentsReadModels } from './read-models';
