import type { Backoff } from '../db/leadership';
import type { Database } from '../db/database';
import { positionToString, type EventStore, type RecordedEvent } from '../eventstore/types';
import type { Logger } from '../logger';
import type { LiveEvent } from '../realtime/protocol';
import { inSpansOf } from '../telemetry/tracing';
import { followStore } from '../subscriptions/follower';
import { type Lag, lagsOf } from '../subscriptions/lag';
import type { Bus } from './bus';

/** Which live rooms an event goes to (none for most streams). */
export type RoomsOf = (event: RecordedEvent) => string[];
/** The users whose login sessions an event may end or change (their open sockets are checked again). */
export type SessionUsersOf = (event: RecordedEvent) => string[] | Promise<string[]>;

export const roomSubject = (room: string) => `tessera.room.${room}`;
const sessionSubject = (userId: string) => `tessera.session.${userId}`;
export const ALL_SESSIONS_SUBJECT = 'tessera.session.>';

/** `trace`: the request that wrote the event, when traces are on (never sent to a socket). */
export type RoomMessage = { room: string; event: LiveEvent; trace?: { parent: string; correlationId: string } };
/** `position`: the event that touched the session; checks made before it is read everywhere could miss it. */
export type SessionMessage = { userId: string; position: string };

const RELAY = 'relay';

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
 * Follows the store and publishes each event of a room to the bus, in one process at a time, and
 * for each event that touches a login session a message on that user's session subject.
 * At-least-once: a batch that could not be published (the bus is down) is published again from
 * the checkpoint once it is back; clients drop positions they have already seen. A fresh relay
 * starts at the head: history is not news.
 */
export function startRelay(deps: {
  database: Database;
  store: EventStore;
  bus: Bus;
  roomsOf: RoomsOf;
  sessionUsersOf: SessionUsersOf;
  nameOf: LiveNameOf;
  logger: Logger;
  backoff?: Backoff;
}) {
  const { database, store, bus, roomsOf, sessionUsersOf, nameOf } = deps;
  const follower = followStore({
    ...deps,
    name: RELAY,
    from: 'head',
    onBatch: (batch) =>
      inSpansOf('relay publish', batch, { 'tessera.batch_events': batch.length }, async () => {
        for (const event of batch) {
          const rooms = roomsOf(event);
          if (rooms.length > 0) {
            const live = toLiveEvent(event, nameOf);
            const { traceparent, correlationId } = event.metadata;
            const trace =
              typeof traceparent === 'string'
                ? { parent: traceparent, correlationId: String(correlationId) }
                : undefined;
            for (const room of rooms)
              bus.publish(roomSubject(room), JSON.stringify({ room, event: live, trace } satisfies RoomMessage));
          }
          for (const userId of await sessionUsersOf(event)) {
            const message: SessionMessage = { userId, position: positionToString(event.position) };
            bus.publish(sessionSubject(userId), JSON.stringify(message));
          }
        }
        await bus.flush();
      }),
  });
  return {
    /** This process's part: 'running' (the leader, publishing), 'failed' (the leader, retrying), 'standby'… */
    status: follower.status,
    /** Events written but not yet published (counted up to 1,000), from the shared checkpoint: any instance can tell. */
    lag: async (): Promise<Lag> => (await lagsOf(database.db, store, [RELAY]))[RELAY]!,
    stop: follower.stop,
  };
}
