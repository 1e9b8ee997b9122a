import type { Hono } from 'hono';
import type { LiveNameOf, RoomsOf, SessionUsersOf } from '../bus/relay';
import type { RouteAccess } from '../http/access';
import type { AppEnv } from '../http/env';
import type { RoomStreams } from '../realtime/catch-up';
import type { RoomKind } from '../realtime/rooms';

/** Work a module started that runs until the instance stops (a follower of the store, a job runner). */
export type Worker = { stop(): Promise<unknown> };

/** What a module adds to the live socket and the relay. */
export type ModuleLive = {
  /** Kinds of rooms a client may join (who may, and what a room's catch-up reads). */
  roomKinds?: RoomKind[];
  /** The rooms an event goes to. */
  roomsOf?: RoomsOf;
  /** An event's name in the live protocol, when the module names it. */
  nameOf?: LiveNameOf;
  /** The streams (and stream prefixes) a room catches up from. */
  streamsOf?: (busRoom: string) => Partial<RoomStreams>;
  /** The users whose open sockets are checked again after an event (a role change, a removal…). */
  sessionUsersOf?: SessionUsersOf;
};

/**
 * One module as the composition root takes it: its routes under /api (mounted in whatever order
 * keeps every fixed path ahead of a parameter that would answer it, see orderRouteSets), who may
 * call them, what it adds to the live socket, and the work it runs in the background.
 */
export type TesseraModule = {
  name: string;
  routes: Hono<AppEnv>;
  access?: RouteAccess;
  live?: ModuleLive;
  workers?: Worker[];
};
