import type { WSContext } from 'hono/ws';
import type { Position } from '../eventstore/types';
import type { Principal } from '../http/env';
import type { LiveEvent, ServerMessage } from './protocol';
import type { RoomKind } from './rooms';
import { createTokenBucket } from './token-bucket';

/** Bytes queued for a slow client before it is dropped (it reconnects and resumes). */
const MAX_BUFFERED = 1_000_000;

/**
 * A socket's place in one room. `room` is the name the client used, `busRoom` the room it stands
 * for on the bus. For replay rooms: `last`, the last position delivered; `from`, where the
 * membership began (its `after`, or the head when it joined), for catching up before anything was
 * delivered; `buffered`, live events held while catching up from the store; `sync`, the
 * membership's catch-ups, one after the other.
 */
export type Membership = {
  conn: Connection;
  room: string;
  busRoom: string;
  kind: RoomKind;
  last: Position | null;
  from: Position | null;
  buffered: LiveEvent[] | null;
  sync: Promise<void>;
};

export type Connection = {
  ws: WSContext;
  principal: Principal;
  rooms: Map<string, Membership>;
  /** Rooms being joined: a second `join` of the same room meanwhile is a no-op. */
  joining: Set<string>;
  /** Rooms this socket was refused, remembered so asking again costs nothing. */
  refused: Set<string>;
  /** Rooms this socket announced presence in (announced as left when it leaves). */
  present: Set<string>;
  lastSeen: number;
  bucket: ReturnType<typeof createTokenBucket>;
  refusedInARow: number;
};

export function openConnection(
  ws: WSContext,
  principal: Principal,
  limits: { burst: number; perSecond: number },
): Connection {
  return {
    ws,
    principal,
    rooms: new Map(),
    joining: new Set(),
    refused: new Set(),
    present: new Set(),
    lastSeen: Date.now(),
    bucket: createTokenBucket(limits),
    refusedInARow: 0,
  };
}

/** Sends a message, or drops a client that stopped reading (close 1013; it reconnects and resumes). */
export function send(conn: Connection, message: ServerMessage): void {
  sendText(conn, JSON.stringify(message));
}

/** `send` for a message already serialised (one text shared by every member of a room). */
export function sendText(conn: Connection, text: string): void {
  const raw = conn.ws.raw as { bufferedAmount?: number } | undefined;
  if ((raw?.bufferedAmount ?? 0) > MAX_BUFFERED) conn.ws.close(1013, 'too slow');
  else conn.ws.send(text);
}
