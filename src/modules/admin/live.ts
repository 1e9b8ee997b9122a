import type { RecordedEvent } from '../../platform/eventstore/types';
import { hasAccountSession } from '../../platform/http/env';
import type { LiveEvent, ServerMessage } from '../../platform/realtime/protocol';
import { organisationRoom, type RoomKind } from '../../platform/realtime/rooms';
import { auditEntryOf, auditLineOf } from './read-models/audit-entries';
import { AUDIT_ROOM } from './shared';

/** The new entry as its admins hear it: the person as an id (GET /api/admin/audit names people and modules). */
function auditEntryMessage(event: LiveEvent, room: string): ServerMessage | null {
  const line = auditLineOf(event.type, event.streamId, event.version, event.data);
  if (!line) return null;
  const { revision, ...rest } = line;
  return {
    v: 2,
    type: 'auditEntry',
    room,
    entry: {
      position: event.position,
      at: event.recordedAt,
      actorId: event.userId ?? '',
      type: event.type,
      ...rest,
      ...(revision === null ? {} : { revision }),
    },
  };
}

/** The organisation's change log, live: one `auditEntry` message per new entry, to its ADMINs' own account tokens only. */
export const auditRoomKind: RoomKind = {
  kind: AUDIT_ROOM,
  delivery: 'notify',
  presence: false,
  refusal: 'Only an administrator of the organisation can follow the change log',
  resolve: (principal, key) =>
    key === '' && hasAccountSession(principal) && principal.roles.includes('ADMIN')
      ? organisationRoom(AUDIT_ROOM, principal.orgId)
      : null,
  messageOf: auditEntryMessage,
};

export function auditRoomsOf(event: RecordedEvent): string[] {
  const entry = auditEntryOf(event);
  return entry ? [organisationRoom(AUDIT_ROOM, entry.orgId)] : [];
}
