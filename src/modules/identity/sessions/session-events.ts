import type { RecordedEvent } from '../../../platform/eventstore/types';

/**
 * Identity events after which a user's open sockets must be checked again: a newer login
 * supersedes the older ones, a role change or removal ends the member's session, and so does a
 * password reset.
 */
const SESSION_EVENTS = new Set([
  'SessionStarted',
  'MembershipChanged',
  'MemberRoleChanged',
  'MemberRemoved',
  'PasswordChanged',
]);

/** The users whose login session this event ends or changes. */
export function identitySessionUsersOf(event: RecordedEvent): string[] {
  if (!SESSION_EVENTS.has(event.type)) return [];
  const { userId } = event.data as { userId?: unknown };
  return typeof userId === 'string' ? [userId] : [];
}
