import type { RecordedEvent } from '../../platform/eventstore/types';
import { commentRoutes, type CommentsDeps } from './api';
import { commentLiveName, commentsStream } from './events';

export { commentsAccess } from './access';
export { type CommentEvent, commentEventSchemas, commentsStream } from './events';
export { startBlockCommentsPolicy } from './policy';

const PREFIX = commentsStream('');

/** A course's comments are heard in the course's live room. */
export const commentRoomsOf = (event: RecordedEvent): string[] =>
  event.streamId.startsWith(PREFIX) ? [event.streamId.slice(PREFIX.length)] : [];

export const commentLiveNameOf = (event: RecordedEvent) =>
  event.streamId.startsWith(PREFIX)
    ? commentLiveName(event.type, event.data as { parentId?: string | null })
    : undefined;

export function createCommentsModule(deps: CommentsDeps) {
  return { routes: commentRoutes(deps) };
}
