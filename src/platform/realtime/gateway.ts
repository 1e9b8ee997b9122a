import { upgradeWebSocket } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import type { Bus } from '../bus/bus';
import type { LiveNameOf } from '../bus/relay';
import { type EventStore, type Position, positionFromString, type RecordedEvent } from '../eventstore/types';
import type { Principal, SessionGuard, TokenVerifier } from '../http/env';
import { tokenRefusal } from '../http/token-refusal';
import type { Logger } from '../logger';
import { createBusRooms } from './bus-rooms';
import { createCatchUp, type RoomStreams } from './catch-up';
import { type Connection, type Membership, openConnection, send } from './connection';
import { createPresence } from './presence';
import { type ClientMessage, clientMessage } from './protocol';
import { parseRoom, type RoomKind } from './rooms';
import { createSessionChecks } from './session-checks';

export type HeartbeatTiming = { everyMs: number; deadAfterMs: number };
/** A ping every 15 s; a socket silent for 35 s (two missed pongs) is closed. */
const DEFAULT_TIMING: HeartbeatTiming = { everyMs: 15_000, deadAfterMs: 35_000 };
/**
 * Each socket is pinged once per interval, but in one of this many slices of it: thousands of
 * sockets pinged in one tick (and their pongs) would hold up the deliveries of that moment.
 */
const HEARTBEAT_SLICES = 15;

export type SocketLimits = {
  /** Messages a socket may send at once, and per second after that. */
  burst: number;
  perSecond: number;
  /** Messages refused in a row before the socket is closed (1008). */
  refusedBeforeClose: number;
  /** Rooms one socket may be in at a time. */
  maxRooms: number;
  /** At most one presence announcement per member per room in this interval; the latest wins. */
  presenceIntervalMs: number;
};
const DEFAULT_LIMITS: SocketLimits = {
  burst: 100,
  perSecond: 20,
  refusedBeforeClose: 20,
  maxRooms: 50,
  presenceIntervalMs: 1000,
};
const MAX_REMEMBERED_REFUSALS = 100;
const PARTNER_NO_SOCKET = 'The live connection is for standalone users and Collaborators, not partner sign-ins';

/**
 * The live socket at /ws: a client joins rooms, of the kinds the modules contribute, and hears
 * their events from the bus; with `after` it first receives what it missed, read from the store.
 * When the bus connection comes back after a loss, every member catches up the same way. Sockets
 * stay tied to their login session (see session-checks).
 */
export function createGateway(deps: {
  store: EventStore;
  bus: Bus;
  verifyToken: TokenVerifier;
  guardSession: SessionGuard;
  /** Resolves once the reads the session guard relies on include `position`. */
  awaitReads(position: Position): Promise<void>;
  rooms: RoomKind[];
  /** Where a room on the bus hears its events from, for catching up. */
  streamsOf(busRoom: string): RoomStreams;
  /** The rooms an event goes to, as the relay routes it live. */
  roomsOf(event: RecordedEvent): string[];
  nameOf: LiveNameOf;
  logger: Logger;
  heartbeat?: HeartbeatTiming;
  limits?: Partial<SocketLimits>;
}) {
  const { store, bus, verifyToken, logger } = deps;
  const timing = deps.heartbeat ?? DEFAULT_TIMING;
  const limits: SocketLimits = { ...DEFAULT_LIMITS, ...deps.limits };
  const kinds = new Map(deps.rooms.map((kind) => [kind.kind, kind]));
  const connections = new Set<Connection>();
  const busRooms = createBusRooms(bus);
  const presence = createPresence({ bus, intervalMs: limits.presenceIntervalMs, logger });
  const sessions = createSessionChecks({ ...deps, logger });
  const queueCatchUp = createCatchUp({
    ...deps,
    isCurrent: (m) => m.conn.rooms.get(m.room) === m,
    tooFarBehind: resync,
  });

  function resync(m: Membership) {
    leave(m.conn, m.room);
    send(m.conn, { v: 2, type: 'resync', room: m.room });
  }

  function leave(conn: Connection, room: string) {
    const m = conn.rooms.get(room);
    if (!m) return;
    if (conn.present.delete(room)) presence.left(m.busRoom, conn.principal.userId);
    conn.rooms.delete(room);
    busRooms.remove(m);
  }

  function refuse(conn: Connection, room: string, message: string) {
    send(conn, { v: 2, type: 'error', message, room });
  }

  /** The room on the bus the socket may join, or the reason it may not. */
  async function resolve(conn: Connection, room: string): Promise<{ kind: RoomKind; busRoom: string } | string> {
    const { kind: name, key } = parseRoom(room);
    const kind = kinds.get(name);
    if (!kind) return 'Unknown room';
    const busRoom = await kind.resolve(conn.principal, key);
    return busRoom === null ? kind.refusal : { kind, busRoom };
  }

  async function join(conn: Connection, room: string, after: Position | null) {
    if (conn.rooms.has(room) || conn.joining.has(room)) return;
    const refusal = conn.refused.has(room) ? kinds.get(parseRoom(room).kind)?.refusal : undefined;
    if (refusal) return refuse(conn, room, refusal);
    if (conn.rooms.size + conn.joining.size >= limits.maxRooms)
      return refuse(conn, room, `At most ${limits.maxRooms} rooms can be joined at once`);
    conn.joining.add(room);
    try {
      if (!(await sessions.check(conn))) return;
      const resolved = await resolve(conn, room);
      if (typeof resolved === 'string') {
        if (conn.refused.size >= MAX_REMEMBERED_REFUSALS) conn.refused.clear();
        conn.refused.add(room);
        return refuse(conn, room, resolved);
      }
      const replays = resolved.kind.delivery === 'replay';
      // Read before joining: anything newer reaches the member live or from the store.
      const from = replays ? (after ?? (await store.headPosition())) : null;
      if (!connections.has(conn)) return;
      const m: Membership = {
        conn,
        room,
        ...resolved,
        last: after,
        from,
        buffered: replays ? [] : null,
        sync: Promise.resolve(),
      };
      conn.rooms.set(room, m);
      busRooms.add(m);
      if (!replays || (await queueCatchUp(m))) send(conn, { v: 2, type: 'joined', room });
    } finally {
      conn.joining.delete(room);
    }
  }

  /** After the bus was away, events (and session changes) may have been missed: catch every member up. */
  const offConnection = bus.onConnection((up) => {
    for (const conn of connections) {
      for (const m of [...conn.rooms.values()]) {
        // A notify room is refetched, not replayed: the client is told to join again, and refetches once joined.
        if (m.kind.delivery === 'notify') {
          if (up) resync(m);
        } else if (!up) m.buffered ??= [];
        else void queueCatchUp(m);
      }
      if (up) sessions.checkLater(conn);
    }
  });

  function announce(conn: Connection, room: string, focus: string | null) {
    const m = conn.rooms.get(room);
    if (!m?.kind.presence) return;
    conn.present.add(room);
    const { userId, name } = conn.principal;
    presence.here(m.busRoom, { userId, name, focus });
  }

  function handle(conn: Connection, message: ClientMessage) {
    switch (message.type) {
      case 'join': {
        const after = message.after ? positionFromString(message.after) : null;
        join(conn, message.room, after).catch((err) => {
          logger.warn({ err, room: message.room }, 'join failed');
          leave(conn, message.room);
          refuse(conn, message.room, 'Could not join the room');
        });
        return;
      }
      case 'leave':
        return leave(conn, message.room);
      case 'presence':
        return announce(conn, message.room, message.focus);
      case 'pong':
        return;
    }
  }

  function onMessage(conn: Connection, data: unknown) {
    conn.lastSeen = Date.now();
    if (!conn.bucket.take()) {
      conn.refusedInARow += 1;
      if (conn.refusedInARow === 1) send(conn, { v: 2, type: 'error', message: 'Too many messages: slow down' });
      if (conn.refusedInARow >= limits.refusedBeforeClose) conn.ws.close(1008, 'too many messages');
      return;
    }
    conn.refusedInARow = 0;
    const parsed = parseClientMessage(data);
    if (!parsed?.success) return send(conn, { v: 2, type: 'error', message: 'Invalid message' });
    handle(conn, parsed.data);
  }

  const heartbeatSlices = Array.from({ length: HEARTBEAT_SLICES }, () => new Set<Connection>());
  let opened = 0;
  let tick = 0;
  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const conn of heartbeatSlices[tick++ % HEARTBEAT_SLICES]!) {
      if (now - conn.lastSeen > timing.deadAfterMs) conn.ws.close(4000, 'heartbeat timeout');
      else send(conn, { v: 2, type: 'ping' });
    }
  }, timing.everyMs / HEARTBEAT_SLICES);
  heartbeat.unref();

  let closing = false;
  const upgrade = upgradeWebSocket((c) => {
    const principal = c.get('wsPrincipal') as Principal;
    let conn: Connection;
    let heartbeatSlice: Set<Connection>;
    return {
      onOpen(_event, ws) {
        conn = openConnection(ws, principal, limits);
        connections.add(conn);
        heartbeatSlice = heartbeatSlices[opened++ % HEARTBEAT_SLICES]!;
        heartbeatSlice.add(conn);
        sessions.track(conn);
        send(conn, { v: 2, type: 'welcome', userId: principal.userId });
      },
      onMessage(event) {
        onMessage(conn, event.data);
      },
      onClose() {
        connections.delete(conn);
        heartbeatSlice.delete(conn);
        sessions.untrack(conn);
        for (const room of [...conn.rooms.keys()]) leave(conn, room);
      },
    };
  });

  /**
   * Refuses the upgrade without a valid token of the current session in the `token` query parameter
   * (401, or the guard's error); a partner's token gets none at all (403): SPEC §6 gives the live
   * socket to standalone users and Collaborators only.
   */
  const handler: MiddlewareHandler = async (c, next) => {
    // A client told this server is going (1001) reconnects at once: it must land on another instance.
    if (closing) return c.json({ message: 'This server is shutting down; connect again' }, 503);
    const token = c.req.query('token') ?? '';
    const principal = await verifyToken(token);
    if (!principal) return c.json({ message: tokenRefusal(token) }, 401);
    if (principal.partner !== undefined) return c.json({ message: PARTNER_NO_SOCKET }, 403);
    await deps.guardSession(principal);
    c.set('wsPrincipal', principal);
    return upgrade(c, next);
  };

  return {
    handler,
    connectionCount: () => connections.size,
    /** Refuses new sockets and asks every open one to close (1001): clients reconnect elsewhere. */
    close() {
      closing = true;
      clearInterval(heartbeat);
      sessions.close();
      offConnection();
      presence.clear();
      for (const conn of connections) conn.ws.close(1001, 'server shutting down');
      busRooms.close();
    },
    /** Drops the sockets still open after close(): a client that never answered the close frame. */
    terminate() {
      for (const conn of connections) (conn.ws.raw as { terminate?: () => void } | undefined)?.terminate?.();
    },
  };
}

function parseClientMessage(data: unknown) {
  try {
    return clientMessage.safeParse(JSON.parse(String(data)));
  } catch {
    return null;
  }
}
