import type { Bus } from '../bus/bus';
import { type RoomMessage, roomSubject } from '../bus/relay';
import { comparePositions, positionFromString } from '../eventstore/types';
import { inSpanNow } from '../telemetry/tracing';
import { type Membership, send, sendText } from './connection';
import type { LiveEvent, ServerMessage } from './protocol';

/** Presence travels between instances on the bus, never through the store. */
export const presenceSubject = (busRoom: string) => `tessera.presence.${busRoom}`;

/** What a member's presence says on the bus; each member's socket hears it under its own room name. */
export type PresenceOnBus = { userId: string; name: string; focus: string | null } | { userId: string; left: true };

/** The message a member hears about an event under its room name, or null when its room says nothing. */
function messageAbout(m: Membership, event: LiveEvent): ServerMessage | null {
  if (m.kind.delivery === 'replay') return { v: 2, type: 'event', room: m.room, event };
  if (m.kind.messageOf) return m.kind.messageOf(event, m.room);
  return {
    v: 2,
    type: 'changed',
    room: m.room,
    about: m.kind.aboutOf?.(event) ?? '',
    eventType: event.type,
    ...(event.name ? { name: event.name } : {}),
    position: event.position,
  };
}

/**
 * Sends an event once to a member, in order: a replay room's members get it whole, a notify room's
 * hear what changed. `serialised` shares the text between members of one room name (every member of
 * a busy module would otherwise serialise the same event again).
 */
export function deliver(m: Membership, event: LiveEvent, serialised = new Map<string, string | null>()): void {
  const position = positionFromString(event.position)!;
  if (m.last && comparePositions(position, m.last) <= 0) return;
  m.last = position;
  let text = serialised.get(m.room);
  if (text === undefined) {
    const message = messageAbout(m, event);
    text = message && JSON.stringify(message);
    serialised.set(m.room, text);
  }
  if (text !== null) sendText(m.conn, text);
}

/**
 * This instance's subscriptions to rooms on the bus: one per room while any socket here is a
 * member, passing each event and presence message to its members.
 */
export function createBusRooms(bus: Bus) {
  const rooms = new Map<string, { members: Set<Membership>; unsubscribe(): void }>();

  function onEvent(payload: string) {
    const { room, event, trace } = JSON.parse(payload) as RoomMessage;
    const members = rooms.get(room)?.members ?? new Set<Membership>();
    const deliverToMembers = () => {
      const serialised = new Map<string, string | null>();
      for (const m of members) {
        if (m.buffered) m.buffered.push(event);
        else deliver(m, event, serialised);
      }
    };
    if (!trace) deliverToMembers();
    else
      inSpanNow(
        'socket deliver',
        trace.parent,
        { 'tessera.room': room, 'tessera.sockets': members.size, 'tessera.correlation_id': trace.correlationId },
        deliverToMembers,
      );
  }

  function onPresence(busRoom: string, payload: string) {
    const presence = JSON.parse(payload) as PresenceOnBus;
    for (const m of rooms.get(busRoom)?.members ?? []) {
      if ('left' in presence) send(m.conn, { v: 2, type: 'presenceLeft', room: m.room, userId: presence.userId });
      else {
        const { userId, name, focus } = presence;
        send(m.conn, { v: 2, type: 'presence', room: m.room, member: { userId, name }, focus });
      }
    }
  }

  return {
    add(m: Membership) {
      let room = rooms.get(m.busRoom);
      if (!room) {
        const offEvents = bus.subscribe(roomSubject(m.busRoom), onEvent);
        const offPresence = bus.subscribe(presenceSubject(m.busRoom), (payload) => onPresence(m.busRoom, payload));
        room = {
          members: new Set(),
          unsubscribe: () => {
            offEvents();
            offPresence();
          },
        };
        rooms.set(m.busRoom, room);
      }
      room.members.add(m);
    },
    remove(m: Membership) {
      const room = rooms.get(m.busRoom);
      if (!room?.members.delete(m) || room.members.size > 0) return;
      room.unsubscribe();
      rooms.delete(m.busRoom);
    },
    close() {
      for (const room of rooms.values()) room.unsubscribe();
      rooms.clear();
    },
  };
}
