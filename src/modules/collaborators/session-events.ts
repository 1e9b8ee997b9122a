import type { RecordedEvent } from '../../platform/eventstore/types';
import { collaboratorUserId } from './collaborators';

/** The collaborators whose open sockets must be checked again after this event: a removal ends their access. */
export function collaboratorSessionUsersOf(event: RecordedEvent): string[] {
  if (event.type !== 'CollaboratorRemoved') return [];
  return [collaboratorUserId((event.data as { email: string }).email)];
}
