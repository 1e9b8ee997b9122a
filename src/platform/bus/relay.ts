import type { Database } from '../db/database';
import { whileLeader } from '../db/leadership';
import { positionToString, type EventStore, type RecordedEvent } from '../eventstore/types';
import type { Logger } from '../logger';
import { readCheckpoint, writeCheckpoint } from '../projections/checkpoints';
import type { LiveEvent } from '../realtime/protocol';
import type { Bus } from './bus';

/** Which live rooms an event goes to (none for most streams). */
export type RoomsOf = (event: RecordedEvent) => string[];

export const roomSubject = (room: string) => `tessera.room.${room}`;

export type RoomMessage = { room: string; event: LiveEvent };

export function toLiveEvent(e: RecordedEvent): LiveEvent {
  const meta = e.metadata as { userId?: string; changeId?: string };
  return {
    id: e.id,
    type: e.type,
    streamId: e.streamId,
    version: e.version,
    position: positionToString(e.position),
    data: e.data,
    userId: meta.userId,
    changeId: meta.changeId,
    recordedAt: e.recordedAt.toISOString(),
  };
}

const RELAY = 'relay';

/**
 * Follows the store in global order and publishes each event of a room to the bus, in one process
 * at a time. At-least-once: after a crash it republishes from its checkpoint; clients drop
 * positions they have already seen. A fresh relay starts at the head: history is not news.
 */
export function startRelay(deps: { database: Database; store: EventStore; bus: Bus; roomsOf: RoomsOf; logger: Logger }) {
  const { database, store, bus, roomsOf, logger } = deps;
  return whileLeader(
    database,
    RELAY,
    async () => {
      const after = (await readCheckpoint(database.db, RELAY)) ?? (await store.headPosition());
      return store.subscribeToAll({ after, batchSize: 500 }, async (batch) => {
        for (const event of batch) {
          const rooms = roomsOf(event);
          if (rooms.length === 0) continue;
          const live = toLiveEvent(event);
          for (const room of rooms) bus.publish(roomSubject(room), JSON.stringify({ room, event: live } satisfies RoomMessage));
        }
        await bus.flush();
        await writeCheckpoint(database.db, RELAY, batch[batch.length - 1]!.position);
      });
    },
    { onStatus: () => undefined, onFailed: (err) => logger.error({ err }, 'relay stopped') },
  );
}
