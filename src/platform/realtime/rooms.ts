import { hasAccountSession, type Principal } from '../http/env';
import type { LiveEvent, ServerMessage } from './protocol';

/**
 * A kind of live room, contributed by a module at composition. A client joins `kind` or
 * `kind:key`; the kind says who may, which room on the bus that is, and how members hear it.
 */
export type RoomKind = {
  kind: string;
  /**
   * `replay`: members get every event in order and resume after a position (an editor's copy);
   * `notify`: members only hear that something changed, and refetch (a list).
   */
  delivery: 'replay' | 'notify';
  /** The room on the bus that this principal joins for `key` ('' when there is none), or null when they may not. */
  resolve(principal: Principal, key: string): Promise<string | null> | string | null;
  /** What a refused join is told, e.g. 'Course not found'. */
  refusal: string;
  /** Whether members tell each other what they are focused on (presence). */
  presence: boolean;
  /** For `notify` rooms: what an event changed, in words the client knows (e.g. a course id). */
  aboutOf?(event: LiveEvent): string;
  /** For `notify` rooms that say more than `changed`: the message a member gets for an event (null: none). */
  messageOf?(event: LiveEvent, room: string): ServerMessage | null;
};

export type RoomName = { kind: string; key: string };

export function parseRoom(room: string): RoomName {
  const colon = room.indexOf(':');
  return colon < 0 ? { kind: room, key: '' } : { kind: room.slice(0, colon), key: room.slice(colon + 1) };
}

/** The bus room of an organisation's `kind` (its module list, its themes). */
export const organisationRoom = (kind: string, orgId: string) => `${kind}:${orgId}`;

/** A `notify` room per organisation, followed by its members with an account (never a Collaborator or a partner). */
export function organisationRoomKind(kind: string, refusal: string, aboutOf: (event: LiveEvent) => string): RoomKind {
  return {
    kind,
    delivery: 'notify',
    presence: false,
    refusal,
    resolve: (principal, key) =>
      key === '' && hasAccountSession(principal) ? organisationRoom(kind, principal.orgId) : null,
    aboutOf,
  };
}
