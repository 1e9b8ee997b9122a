import type { Database } from '../db/database';
import { positionToString, type EventStore, type RecordedEvent } from '../eventstore/types';
import type { Logger } from '../logger';
import type { LiveEvent } from '../realtime/protocol';
import { followStore } from '../subscriptions/follower';
import type { Bus } from './bus';

/** Which live rooms an event goes to (none for most streams). */
export type RoomsOf = (event: RecordedEvent) => string[];

export const roomSubject = (room: string) => `tessera.room.${room}`;

export type RoomMessage = { room: string; event: LiveEvent };

/** The spec's name of an event on the live socket, if it has one. */
export type LiveNameOf = (event: RecordedEvent) => string | undefined;

export function toLiveEvent(e: RecordedEvent, nameOf: LiveNameOf): LiveEvent {
  const meta = e.metadata as { userId?: string; changeId?: string };
  const name = nameOf(e);
  return {
    id: e.id,
    type: e.type,
    ...(name ? { name } : {}),
    streamId: e.streamId,
    version: e.version,
    position: positionToString(e.position),
    data: e.data,
    userId: meta.userId,
    changeId: meta.changeId,
    recordedAt: e.recordedAt.toISOString(),
  };
}

/**
 * Follows the store and publishes each event of a room to the bus, in one process at a time.
 * At-least-once: after a crash it republishes from its checkpoint; clients drop positions they
 * have already seen. A fresh relay starts at the head: history is not news.
 */
export function startRelay(deps: { database: Database; store: EventStore; bus: Bus; roomsOf: RoomsOf; nameOf: LiveNameOf; logger: Logger }) {
  const { bus, roomsOf, nameOf } = deps;
  return followStore({
    ...deps,
    name: 'relay',
    from: 'head',
    async onBatch(batch) {
      for (const event of batch) {
        const rooms = roomsOf(event);
        if (rooms.length === 0) continue;
        const live = toLiveEvent(event, nameOf);
        for (const room of rooms) bus.publish(roomSubject(room), JSON.stringify({ room, event: live } satisfies RoomMessage));
      }
      await bus.flush();
    },
  });
}
