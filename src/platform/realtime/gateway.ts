import { upgradeWebSocket } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import type { WSContext } from 'hono/ws';
import type { Bus } from '../bus/bus';
import {
  ALL_SESSIONS_SUBJECT,
  roomSubject,
  toLiveEvent,
  type LiveNameOf,
  type RoomMessage,
  type SessionMessage,
} from '../bus/relay';
import { AppError } from '../errors';
import {
  comparePositions,
  positionFromString,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '../eventstore/types';
import type { Principal, SessionGuard, TokenVerifier } from '../http/env';
import type { Logger } from '../logger';
import { createCoalescer } from './coalescer';
import { clientMessage, SESSION_ENDED_CLOSE_CODE, type LiveEvent, type ServerMessage } from './protocol';
import { createTokenBucket } from './token-bucket';

export type HeartbeatTiming = { everyMs: number; deadAfterMs: number };
/** A ping every 15 s; a socket silent for 35 s (two missed pongs) is closed. */
const DEFAULT_TIMING: HeartbeatTiming = { everyMs: 15_000, deadAfterMs: 35_000 };
/** A client that missed more than this must refetch instead of replaying. */
const MAX_REPLAY = 2000;
/** Bytes queued for a slow client before it is dropped (it reconnects and resumes). */
const MAX_BUFFERED = 1_000_000;

export type SocketLimits = {
  /** Messages a socket may send at once, and per second after that. */
  burst: number;
  perSecond: number;
  /** Messages refused in a row before the socket is closed (1008). */
  refusedBeforeClose: number;
  /** Courses (and the module list) one socket may watch at a time. */
  maxWatches: number;
  /** At most one presence announcement per user per course in this interval; the latest wins. */
  presenceIntervalMs: number;
};
const DEFAULT_LIMITS: SocketLimits = {
  burst: 100,
  perSecond: 20,
  refusedBeforeClose: 20,
  maxWatches: 50,
  presenceIntervalMs: 1000,
};
/** Rooms a socket was refused, remembered so asking again costs nothing. */
const MAX_REMEMBERED_REFUSALS = 100;

export type RoomAccess = {
  canJoin(principal: Principal, room: string): Promise<boolean>;
  streamsOf(room: string): string[];
  /** The room of the principal's organisation's module list; null when the principal may not follow it. */
  listRoomOf(principal: Principal): string | null;
};

/**
 * A watched course replays and dedupes events; a watched list only hears that something changed.
 * `from`: where a course watch began (its `after`, or the head when it started), for catching up
 * before anything was delivered. `buffered`: live events held while catching up from the store.
 * `sync`: the catch-ups of this watch, one after the other.
 */
type Watch = {
  kind: 'course' | 'list';
  last: Position | null;
  from: Position | null;
  buffered: LiveEvent[] | null;
  sync: Promise<void>;
};
type Connection = {
  ws: WSContext;
  principal: Principal;
  watches: Map<string, Watch>;
  /** Course watches being set up: a second `watch` of the same course meanwhile is a no-op. */
  joining: Set<string>;
  refused: Set<string>;
  lastSeen: number;
  present: Set<string>;
  bucket: ReturnType<typeof createTokenBucket>;
  refusedInARow: number;
};

/** Presence travels between instances on the bus, never through the store. */
const presenceSubject = (room: string) => `tessera.presence.${room}`;
type PresenceMessage = Extract<ServerMessage, { type: 'presence' | 'presenceLeft' }>;

/**
 * The live socket at /ws: a client watches courses (rooms) and receives their events from the bus;
 * with `after` it first receives what it missed, read from the store. When the bus connection
 * comes back after a loss, every watch catches up from the store the same way. A user's sockets
 * are checked again with the session guard whenever the relay says an event touched their
 * session, and closed (4001) when it fails.
 */
export function createGateway(deps: {
  store: EventStore;
  bus: Bus;
  verifyToken: TokenVerifier;
  guardSession: SessionGuard;
  /** Resolves once the reads the session guard relies on include `position`. */
  awaitReads(position: Position): Promise<void>;
  rooms: RoomAccess;
  nameOf: LiveNameOf;
  logger: Logger;
  heartbeat?: HeartbeatTiming;
  limits?: Partial<SocketLimits>;
}) {
  const { store, bus, verifyToken, guardSession, awaitReads, rooms, nameOf, logger } = deps;
  const timing = deps.heartbeat ?? DEFAULT_TIMING;
  const limits: SocketLimits = { ...DEFAULT_LIMITS, ...deps.limits };
  const members = new Map<string, { connections: Set<Connection>; unsubscribe(): void }>();
  const connections = new Set<Connection>();
  const byUser = new Map<string, Set<Connection>>();

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
      member = {
        connections: new Set(),
        unsubscribe: () => {
          offEvents();
          offPresence();
        },
      };
      members.set(room, member);
    }
    member.connections.add(conn);
  }

  const presenceKey = (courseId: string, userId: string) => `${courseId}\n${userId}`;
  const presence = createCoalescer<PresenceMessage>(limits.presenceIntervalMs, (message) =>
    bus.publish(presenceSubject(message.courseId), JSON.stringify(message)),
  );
  function announce(message: PresenceMessage) {
    try {
      const key = presenceKey(message.courseId, message.userId);
      if (message.type === 'presence') return presence.offer(key, message);
      presence.drop(key);
      bus.publish(presenceSubject(message.courseId), JSON.stringify(message));
    } catch (err) {
      // The bus is down: presence is repeated by clients, so this one can be lost.
      logger.debug({ err }, 'presence not announced');
    }
  }

  function leave(conn: Connection, room: string) {
    if (conn.present.delete(room))
      announce({ v: 1, type: 'presenceLeft', courseId: room, userId: conn.principal.userId });
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

  /**
   * Sends the course's events from the store after the last one this watch delivered, then the
   * live ones held meanwhile; false (and `resync`) when too much was missed.
   */
  async function catchUp(conn: Connection, room: string, watch: Watch): Promise<boolean> {
    watch.buffered ??= [];
    const missed = await readMissed(room, (watch.last ?? watch.from)!);
    if (conn.watches.get(room) !== watch) return false;
    if (!missed) {
      // Too far behind: the client refetches and watches again without `after`.
      leave(conn, room);
      send(conn, { v: 1, type: 'resync', courseId: room });
      return false;
    }
    for (const e of missed) deliver(conn, room, watch, toLiveEvent(e, nameOf));
    for (const e of watch.buffered) deliver(conn, room, watch, e);
    // Still disconnected: keep holding live events until the next catch-up.
    watch.buffered = bus.connected() ? null : [];
    return true;
  }

  /** Runs after the watch's earlier catch-ups, so two never interleave their deliveries. */
  function queueCatchUp(conn: Connection, room: string, watch: Watch): Promise<boolean> {
    const run = watch.sync.then(() => catchUp(conn, room, watch));
    watch.sync = run.then(
      () => undefined,
      (err) => void logger.warn({ err, courseId: room }, 'live catch-up failed'),
    );
    return run;
  }

  /** Closes the socket (4001, the guard's message) when the principal's session is no longer current. */
  async function checkSession(conn: Connection): Promise<boolean> {
    try {
      await guardSession(conn.principal);
      return true;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      conn.ws.close(SESSION_ENDED_CLOSE_CODE, error.message);
      return false;
    }
  }

  async function watch(conn: Connection, room: string, after: Position | null) {
    if (conn.watches.has(room) || conn.joining.has(room)) return;
    if (conn.refused.has(room)) return send(conn, { v: 1, type: 'error', message: 'Course not found', courseId: room });
    if (conn.watches.size + conn.joining.size >= limits.maxWatches) {
      return send(conn, {
        v: 1,
        type: 'error',
        message: `At most ${limits.maxWatches} courses can be watched at once`,
        courseId: room,
      });
    }
    conn.joining.add(room);
    try {
      if (!(await checkSession(conn))) return;
      if (!(await rooms.canJoin(conn.principal, room))) {
        if (conn.refused.size >= MAX_REMEMBERED_REFUSALS) conn.refused.clear();
        conn.refused.add(room);
        return send(conn, { v: 1, type: 'error', message: 'Course not found', courseId: room });
      }
      // Read before joining: anything newer reaches the watch live or from the store.
      const from = after ?? (await store.headPosition());
      if (!connections.has(conn)) return;
      const state: Watch = { kind: 'course', last: after, from, buffered: [], sync: Promise.resolve() };
      conn.watches.set(room, state);
      join(conn, room);
      if (await queueCatchUp(conn, room, state)) send(conn, { v: 1, type: 'watching', courseId: room });
    } finally {
      conn.joining.delete(room);
    }
  }

  /** After the bus was away, events (and session changes) may have been missed: catch every socket up. */
  const offConnection = bus.onConnection((up) => {
    for (const conn of connections) {
      for (const [room, w] of conn.watches) {
        if (w.kind === 'list') {
          // The list is refetched, not replayed: telling the client it is followed again does that.
          if (up) send(conn, { v: 1, type: 'watchingList' });
        } else if (!up) w.buffered ??= [];
        else void queueCatchUp(conn, room, w);
      }
      if (up) void checkSession(conn).catch((err) => logger.warn({ err }, 'session check failed'));
    }
  });

  const offSessions = bus.subscribe(ALL_SESSIONS_SUBJECT, (payload) => {
    const { userId, position } = JSON.parse(payload) as SessionMessage;
    const mine = byUser.get(userId);
    if (!mine) return;
    void (async () => {
      await awaitReads(positionFromString(position)!);
      await Promise.all([...mine].map((conn) => checkSession(conn)));
    })().catch((err) => logger.warn({ err, userId }, 'session check failed'));
  });

  function parseClientMessage(data: unknown) {
    try {
      return clientMessage.safeParse(JSON.parse(String(data)));
    } catch {
      return null;
    }
  }

  function onMessage(conn: Connection, data: unknown) {
    conn.lastSeen = Date.now();
    if (!conn.bucket.take()) {
      conn.refusedInARow += 1;
      if (conn.refusedInARow === 1) send(conn, { v: 1, type: 'error', message: 'Too many messages: slow down' });
      if (conn.refusedInARow >= limits.refusedBeforeClose) conn.ws.close(1008, 'too many messages');
      return;
    }
    conn.refusedInARow = 0;
    const parsed = parseClientMessage(data);
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
        conn.watches.set(room, { kind: 'list', last: null, from: null, buffered: null, sync: Promise.resolve() });
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

  function opened(conn: Connection) {
    connections.add(conn);
    const mine = byUser.get(conn.principal.userId) ?? new Set();
    mine.add(conn);
    byUser.set(conn.principal.userId, mine);
  }

  function closed(conn: Connection) {
    connections.delete(conn);
    const mine = byUser.get(conn.principal.userId);
    mine?.delete(conn);
    if (mine?.size === 0) byUser.delete(conn.principal.userId);
    for (const room of [...conn.watches.keys()]) leave(conn, room);
  }

  const upgrade = upgradeWebSocket((c) => {
    const principal = c.get('wsPrincipal') as Principal;
    let conn: Connection;
    return {
      onOpen(_event, ws) {
        conn = {
          ws,
          principal,
          watches: new Map(),
          joining: new Set(),
          refused: new Set(),
          lastSeen: Date.now(),
          present: new Set(),
          bucket: createTokenBucket(limits),
          refusedInARow: 0,
        };
        opened(conn);
        send(conn, { v: 1, type: 'welcome', userId: principal.userId });
      },
      onMessage(event) {
        onMessage(conn, event.data);
      },
      onClose() {
        closed(conn);
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
      offSessions();
      offConnection();
      presence.clear();
      for (const conn of connections) conn.ws.close(1001, 'server shutting down');
      for (const member of members.values()) member.unsubscribe();
      members.clear();
    },
  };
}
