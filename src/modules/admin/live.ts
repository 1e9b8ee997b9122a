import type { RecordedEvent } from '../../platform/eventstore/types';
import { hasAccountSession } from '../../platform/http/env';
import { organisationRoom, type RoomKind } from '../../platform/realtime/rooms';
import { AUDIT_TABLE, auditEntryOf } from '../../projections/audit-entries';
import { AUDIT_ROOM } from './live-rooms';

/**
 * The organisation's admins hear each new entry of the change log as a `changed` message whose
 * `about` is its kind of change, with its event type and position; they refetch the first page
 * (names and titles are joined there). Only an ADMIN's own account token may join.
 */
export const auditRoomKind: RoomKind = {
  kind: AUDIT_ROOM,
  delivery: 'notify',
  presence: false,
  refusal: 'Only an administrator of the organisation can follow the change log',
  resolve: (principal, key) =>
    key === '' && hasAccountSession(principal) && principal.roles.includes('ADMIN')
      ? organisationRoom(AUDIT_ROOM, principal.orgId)
      : null,
  aboutOf: (event) => AUDIT_TABLE[event.type]?.kind ?? '',
};

export function auditRoomsOf(event: RecordedEvent): string[] {
  const entry = auditEntryOf(event);
  return entry ? [organisationRoom(AUDIT_ROOM, entry.orgId)] : [];
}
