import type { Bus } from '../bus/bus';
import { type LiveNameOf, toLiveEvent } from '../bus/relay';
import type { EventStore, Position, RecordedEvent } from '../eventstore/types';
import type { Logger } from '../logger';
import { deliver } from './bus-rooms';
import type { Membership } from './connection';

/** Where a room's events are stored: streams by name, and streams by prefix (`media-`) for those a room cannot list. */
export type RoomStreams = { streams: string[]; prefixes: string[] };

/** A client that missed more than this must refetch instead of replaying. */
const MAX_REPLAY = 2000;

/**
 * Catches a replay room's member up from the store: what it missed after the last event it got
 * (or after where it joined), then the live events held meanwhile. After a bus loss every member
 * catches up this way.
 */
export function createCatchUp(deps: {
  store: EventStore;
  bus: Bus;
  /** Where a room on the bus hears its events from: streams by name, and by prefix (each event then kept if `roomsOf` routes it there). */
  streamsOf(busRoom: string): RoomStreams;
  /** The rooms an event goes to, as the relay routes it live. */
  roomsOf(event: RecordedEvent): string[];
  nameOf: LiveNameOf;
  /** Still a member (a leave or a newer join ends the catch-up without delivering). */
  isCurrent(m: Membership): boolean;
  /** Too much was missed: the member is dropped and told to refetch. */
  tooFarBehind(m: Membership): void;
  logger: Logger;
}) {
  const { store, bus, nameOf, logger } = deps;

  /** The room's events after `after`, or null when there are more than a client should replay. */
  async function readMissed(busRoom: string, after: Position): Promise<RecordedEvent[] | null> {
    const missed: RecordedEvent[] = [];
    const { streams, prefixes } = deps.streamsOf(busRoom);
    let cursor = after;
    for (;;) {
      const batch = await store.readAll({ after: cursor, streams, streamPrefixes: prefixes, maxCount: 500 });
      if (batch.length === 0) return missed;
      // A prefix names other rooms' streams too (every course's media): what goes elsewhere live is left out.
      missed.push(...batch.filter((e) => deps.roomsOf(e).includes(busRoom)));
      if (missed.length > MAX_REPLAY) return null;
      cursor = batch[batch.length - 1]!.position;
    }
  }

  async function catchUp(m: Membership): Promise<boolean> {
    m.buffered ??= [];
    const missed = await readMissed(m.busRoom, (m.last ?? m.from)!);
    if (!deps.isCurrent(m)) return false;
    if (!missed) {
      deps.tooFarBehind(m);
      return false;
    }
    for (const e of missed) deliver(m, toLiveEvent(e, nameOf));
    for (const e of m.buffered) deliver(m, e);
    // Still disconnected: keep holding live events until the next catch-up.
    m.buffered = bus.connected() ? null : [];
    return true;
  }

  /** Runs after the member's earlier catch-ups, so two never interleave their deliveries; false when it did not complete. */
  return function queueCatchUp(m: Membership): Promise<boolean> {
    const run = m.sync.then(() => catchUp(m));
    m.sync = run.then(
      () => undefined,
      (err) => void logger.warn({ err, room: m.room }, 'live catch-up failed'),
    );
    return run;
  };
}
