import { upgradeWebSocket } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import type { WSContext } from 'hono/ws';
import type { Bus } from '../bus/bus';
import { roomSubject, toLiveEvent, type LiveNameOf, type RoomMessage } from '../bus/relay';
import {
  comparePositions,
  positionFromString,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '../eventstore/types';
import type { Principal, SessionGuard, TokenVerifier } from '../http/env';
import type { Logger } from '../logger';
import { clientMessage, type LiveEvent, type ServerMessage } from './protocol';

export type HeartbeatTiming = { everyMs: number; deadAfterMs: number };
/** A ping every 15 s; a socket silent for 35 s (two missed pongs) is closed. */
const DEFAULT_TIMING: HeartbeatTiming = { everyMs: 15_000, deadAfterMs: 35_000 };
/** A client that missed more than this must refetch instead of replaying. */
const MAX_REPLAY = 2000;
/** Bytes queued for a slow client before it is dropped (it reconnects and resumes). */
const MAX_BUFFERED = 1_000_000;

export type RoomAccess = {
  canJoin(principal: Principal, room: string): Promise<boolean>;
  streamsOf(room: string): string[];
  /** The room of the principal's organisation's module list; null when the principal may not follow it. */
  listRoomOf(principal: Principal): string | null;
};

/** A watched course replays and dedupes events; a watched list only hears that something changed. */
type Watch = { kind: 'course' | 'list'; last: Position | null; buffered: LiveEvent[] | null };
type Connection = { ws: WSContext; principal: Principal; watches: Map<string, Watch>; lastSeen: number; present: Set<string> };

/** Presence travels between instances on the bus, never through the store. */
const presenceSubject = (room: string) => `tessera.presence.${room}`;
type PresenceMessage = Extract<ServerMessage, { type: 'presence' | 'presenceLeft' }>;

/**
 * The live socket at /ws: a client watches courses (rooms) and receives their events from the bus;
 * with `after` it first receives what it missed, read from the store.
 */
export function createGateway(deps: {
  store: EventStore;
  bus: Bus;
  verifyToken: TokenVerifier;
  guardSession: SessionGuard;
  rooms: RoomAccess;
  nameOf: LiveNameOf;
  logger: Logger;
  heartbeat?: HeartbeatTiming;
}) {
  const { store, bus, verifyToken, guardSession, rooms, nameOf, logger } = deps;
  const timing = deps.heartbeat ?? DEFAULT_TIMING;
  const members = new Map<string, { connections: Set<Connection>; unsubscribe(): void }>();
  const connections = new Set<Connection>();

  const send = (conn: Connection, message: ServerMessage) => {
    const raw = conn.ws.raw as { bufferedAmount?: number } | undefined;
    if ((raw?.bufferedAmount ?? 0) > MAX_BUFFERED) return conn.ws.close(1013, 'too slow');
    conn.ws.send(JSON.stringify(message));
  };

  function deliver(conn: Connection, room: string, watch: Watch, event: LiveEvent) {
    const position = positionFromString(event.position)!;
    if (watch.last && comparePositions(position, watch.last) <= 0) return;
    watch.last = position;
    if (watch.kind === 'list') {
      const courseId = (event.data as { courseId?: string }).courseId ?? '';
      send(conn, { v: 1, type: 'courseListChanged', courseId, eventType: event.type, position: event.position });
    } else {
      send(conn, { v: 1, type: 'event', courseId: room, event });
    }
  }

  function onBusMessage(payload: string) {
    const { room, event } = JSON.parse(payload) as RoomMessage;
    for (const conn of members.get(room)?.connections ?? []) {
      const watch = conn.watches.get(room);
      if (!watch) continue;
      if (watch.buffered) watch.buffered.push(event);
      else deliver(conn, room, watch, event);
    }
  }

  function onPresence(payload: string) {
    const message = JSON.parse(payload) as PresenceMessage;
    for (const conn of members.get(message.courseId)?.connections ?? []) send(conn, message);
  }

  function join(conn: Connection, room: string) {
    let member = members.get(room);
    if (!member) {
      const offEvents = bus.subscribe(roomSubject(room), onBusMessage);
      const offPresence = bus.subscribe(presenceSubject(room), onPresence);
      member = { connections: new Set(), unsubscribe: () => (offEvents(), offPresence()) };
      members.set(room, member);
    }
    member.connections.add(conn);
  }

  function announce(message: PresenceMessage) {
    bus.publish(presenceSubject(message.courseId), JSON.stringify(message));
  }

  function leave(conn: Connection, room: string) {
    if (conn.present.delete(room)) announce({ v: 1, type: 'presenceLeft', courseId: room, userId: conn.principal.userId });
    conn.watches.delete(room);
    const member = members.get(room);
    if (!member) return;
    member.connections.delete(conn);
    if (member.connections.size === 0) {
      member.unsubscribe();
      members.delete(room);
    }
  }

  /** The room's events after `after`, or null when there are more than a client should replay. */
  async function readMissed(room: string, after: Position): Promise<RecordedEvent[] | null> {
    const missed: RecordedEvent[] = [];
    let cursor = after;
    for (;;) {
      const batch = await store.readAll({ after: cursor, streams: rooms.streamsOf(room), maxCount: 500 });
      if (batch.length === 0) return missed;
      missed.push(...batch);
      if (missed.length > MAX_REPLAY) return null;
      cursor = batch[batch.length - 1]!.position;
    }
  }

  /** Replays from the store what the client missed, then lets the buffered live events through. */
  async function watch(conn: Connection, room: string, after: Position | null) {
    if (conn.watches.has(room)) return;
    if (!(await rooms.canJoin(conn.principal, room))) {
      return send(conn, { v: 1, type: 'error', message: 'Course not found', courseId: room });
    }
    const state: Watch = { kind: 'course', last: after, buffered: after ? [] : null };
    conn.watches.set(room, state);
    join(conn, room);
    if (after) {
      const missed = await readMissed(room, after);
      if (!missed) {
        // Too far behind: the client refetches and watches again without `after`.
        leave(conn, room);
        return send(conn, { v: 1, type: 'resync', courseId: room });
      }
      for (const e of missed) deliver(conn, room, state, toLiveEvent(e, nameOf));
      const buffered = state.buffered ?? [];
      state.buffered = null;
      for (const e of buffered) deliver(conn, room, state, e);
    }
    send(conn, { v: 1, type: 'watching', courseId: room });
  }

  function onMessage(conn: Connection, data: unknown) {
    conn.lastSeen = Date.now();
    let parsed;
    try {
      parsed = clientMessage.safeParse(JSON.parse(String(data)));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) return send(conn, { v: 1, type: 'error', message: 'Invalid message' });
    const message = parsed.data;
    if (message.type === 'watch') {
      const after = message.after ? positionFromString(message.after) : null;
      watch(conn, message.courseId, after).catch((err) => {
        logger.warn({ err, courseId: message.courseId }, 'watch failed');
        leave(conn, message.courseId);
        send(conn, { v: 1, type: 'error', message: 'Could not watch the course', courseId: message.courseId });
      });
    } else if (message.type === 'unwatch') {
      leave(conn, message.courseId);
    } else if (message.type === 'presence') {
      if (conn.watches.get(message.courseId)?.kind !== 'course') return;
      conn.present.add(message.courseId);
      const { userId, name } = conn.principal;
      announce({ v: 1, type: 'presence', courseId: message.courseId, userId, name, blockId: message.blockId });
    } else if (message.type === 'watchList') {
      const room = rooms.listRoomOf(conn.principal);
      if (room === null) return send(conn, { v: 1, type: 'error', message: 'Not allowed to follow the module list' });
      if (!conn.watches.has(room)) {
        conn.watches.set(room, { kind: 'list', last: null, buffered: null });
        join(conn, room);
      }
      send(conn, { v: 1, type: 'watchingList' });
    } else if (message.type === 'unwatchList') {
      const room = rooms.listRoomOf(conn.principal);
      if (room !== null) leave(conn, room);
    }
  }

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const conn of connections) {
      if (now - conn.lastSeen > timing.deadAfterMs) conn.ws.close(4000, 'heartbeat timeout');
      else send(conn, { v: 1, type: 'ping' });
    }
  }, timing.everyMs);
  heartbeat.unref();

  const upgrade = upgradeWebSocket((c) => {
    const principal = c.get('wsPrincipal') as Principal;
    let conn: Connection;
    return {
      onOpen(_event, ws) {
        conn = { ws, principal, watches: new Map(), lastSeen: Date.now(), present: new Set() };
        connections.add(conn);
        send(conn, { v: 1, type: 'welcome', userId: principal.userId });
      },
      onMessage(event) {
        onMessage(conn, event.data);
      },
      onClose() {
        connections.delete(conn);
        for (const room of [...conn.watches.keys()]) leave(conn, room);
      },
    };
  });

  /** Refuses the upgrade without a valid token of the current session in the `token` query parameter (401, or the guard's error). */
  const handler: MiddlewareHandler = async (c, next) => {
    const principal = await verifyToken(c.req.query('token') ?? '');
    if (!principal) return c.json({ message: 'Token Expired' }, 401);
    await guardSession(principal);
    c.set('wsPrincipal', principal);
    return upgrade(c, next);
  };

  return {
    handler,
    connectionCount: () => connections.size,
    close() {
      clearInterval(heartbeat);
      for (const conn of connections) conn.ws.close(1001, 'server shutting down');
      for (const member of members.values()) member.unsubscribe();
      members.clear();
    },
  };
}
