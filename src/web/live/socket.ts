import {
  type ClientMessage,
  type LiveEvent,
  type Member,
  type ServerMessage,
  serverMessage,
} from '../../platform/realtime/protocol';
import { type Actor, createActor, fromCallback, fromPromise } from 'xstate';
import { comparePositions } from '../api/position';
import { liveSocketMachine, type SocketCommand, type SocketReport } from './socket.machine';

export type SocketState = 'connected' | 'disconnected';

/** Someone is in the room (focused on something, e.g. a block, or nothing), or has left it. */
export type Presence = (Member & { focus: string | null }) | { userId: string; left: true };

type RoomChange = Omit<Extract<ServerMessage, { type: 'changed' }>, 'v' | 'type' | 'room'>;

/** A new entry of the organisation's change log, as the `audit` room pushes it (the person as an id). */
export type LiveAuditEntry = Extract<ServerMessage, { type: 'auditEntry' }>['entry'];

export interface RoomWatcher {
  /** An event of a room that replays, once and in order, across reconnects. */
  onEvent?(event: LiveEvent): void;
  /** Something changed in a room that only notifies (e.g. which module of the list). */
  onChanged?(change: RoomChange): void;
  /** The server confirmed a join made without `after`: refetch what may have been missed. */
  onSynced(): void;
  onPresence?(presence: Presence): void;
  /** A new change log entry (the `audit` room, admins only). */
  onAuditEntry?(entry: LiveAuditEntry): void;
}

/** The part of the browser WebSocket this client uses. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

export interface LiveSocketOptions {
  /** The address to connect to, or null when there is no session to connect with. */
  url: () => string | null;
  connect?: (url: string) => SocketLike;
  random?: () => number;
  /**
   * Asks the API whether the token still holds (the app's own handling of a 401 or 409 runs on the
   * way); false when it does not. Asked before reconnecting after the server ended the session
   * (close 4001) or a connection failed before it opened (a refused upgrade looks the same).
   */
  sessionIsValid?: () => Promise<boolean>;
}

const OPEN = 1;

/** Runs one WebSocket for the machine: reports its life, sends what the machine forwards, closes when the machine leaves. */
function socketActor(options: LiveSocketOptions) {
  const connect = options.connect ?? ((url: string) => new WebSocket(url));
  return fromCallback<SocketCommand>(({ sendBack, receive }) => {
    const report = (event: SocketReport) => sendBack(event);
    const url = options.url();
    if (!url) {
      report({ type: 'NO_SESSION' });
      return;
    }
    const socket = connect(url);
    socket.onopen = () => report({ type: 'OPENED' });
    socket.onmessage = (message) => report({ type: 'MESSAGE', data: message.data });
    socket.onclose = (event) => report({ type: 'CLOSED', code: event?.code });
    receive((command) => {
      if (socket.readyState === OPEN) socket.send(command.data);
    });
    return () => {
      socket.onopen = socket.onmessage = socket.onclose = null;
      socket.close();
    };
  });
}

/**
 * One websocket for the whole tab; rooms (a course, the module list) are joined through it and
 * joined again after every reconnect, from the last event seen. The connection's lifecycle is
 * liveSocketMachine's.
 */
export class LiveSocket {
  private readonly machine: Actor<typeof liveSocketMachine>;
  private state: SocketState = 'disconnected';
  private readonly stateListeners = new Set<() => void>();
  private readonly watchers = new Map<string, Set<RoomWatcher>>();
  private readonly lastSeen = new Map<string, string>();
  private readonly awaitingSync = new Set<string>();
  /** What this tab says it is focused on in each room, said again after every (re)join. */
  private readonly focus = new Map<string, string | null>();

  constructor(options: LiveSocketOptions) {
    const machine = liveSocketMachine.provide({
      actors: {
        socket: socketActor(options),
        sessionCheck: fromPromise(() => options.sessionIsValid?.() ?? Promise.resolve(true)),
      },
    });
    this.machine = createActor(machine, { input: { random: options.random } });
    this.machine.on('opened', () => {
      this.setState('connected');
      for (const room of this.watchers.keys()) this.sendJoin(room);
    });
    this.machine.on('message', ({ data }) => this.receive(data));
    this.machine.on('closed', () => this.setState('disconnected'));
    this.machine.start();
  }

  start(): void {
    this.machine.send({ type: 'START' });
  }

  stop(): void {
    this.machine.send({ type: 'STOP' });
  }

  /** After giving up on a server that kept refusing: try again (the browser is back online, the tab is shown). */
  retry(): void {
    this.machine.send({ type: 'RETRY' });
  }

  getState = (): SocketState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Returns the function that leaves. */
  join(room: string, watcher: RoomWatcher): () => void {
    const existing = this.watchers.get(room);
    if (existing) existing.add(watcher);
    else {
      this.watchers.set(room, new Set([watcher]));
      this.sendJoin(room);
    }
    return () => this.leave(room, watcher);
  }

  /** Tells the others in the room what this tab is focused on (a block id, or null). */
  setFocus(room: string, focus: string | null): void {
    this.focus.set(room, focus);
    if (this.watchers.has(room)) this.send({ v: 2, type: 'presence', room, focus });
  }

  private leave(room: string, watcher: RoomWatcher): void {
    const set = this.watchers.get(room);
    if (!set?.delete(watcher) || set.size > 0) return;
    this.watchers.delete(room);
    this.lastSeen.delete(room);
    this.awaitingSync.delete(room);
    this.focus.delete(room);
    this.send({ v: 2, type: 'leave', room });
  }

  /** Joins from the last position seen, so nothing is missed across reconnects. */
  private sendJoin(room: string): void {
    const after = this.lastSeen.get(room);
    if (after === undefined) this.awaitingSync.add(room);
    this.send(after === undefined ? { v: 2, type: 'join', room } : { v: 2, type: 'join', room, after });
  }

  private send(message: ClientMessage): void {
    this.machine.send({ type: 'SEND', data: JSON.stringify(message) });
  }

  private receive(data: unknown): void {
    const parsed = serverMessage.safeParse(parseJson(data));
    if (!parsed.success) {
      console.warn('Live socket: ignored an invalid message', parsed.error.issues);
      return;
    }
    this.handle(parsed.data);
  }

  private handle(message: ServerMessage): void {
    switch (message.type) {
      case 'ping':
        this.send({ v: 2, type: 'pong' });
        return;
      case 'event':
        this.deliver(message.room, message.event);
        return;
      case 'changed': {
        const { room, about, eventType, position } = message;
        this.forEachWatcher(room, (w) => w.onChanged?.({ about, eventType, position }));
        return;
      }
      case 'joined': {
        const { room } = message;
        if (this.awaitingSync.delete(room)) this.forEachWatcher(room, (w) => w.onSynced());
        const focus = this.focus.get(room);
        if (focus !== undefined) this.send({ v: 2, type: 'presence', room, focus });
        return;
      }
      case 'presence': {
        const { room, member, focus } = message;
        this.forEachWatcher(room, (w) => w.onPresence?.({ ...member, focus }));
        return;
      }
      case 'presenceLeft':
        this.forEachWatcher(message.room, (w) => w.onPresence?.({ userId: message.userId, left: true }));
        return;
      case 'auditEntry':
        this.forEachWatcher(message.room, (w) => w.onAuditEntry?.(message.entry));
        return;
      case 'resync':
        if (!this.watchers.has(message.room)) return;
        this.lastSeen.delete(message.room);
        this.sendJoin(message.room);
        return;
      case 'error':
        console.warn('Live socket: server error', message.message, message.room ?? '');
        return;
      case 'welcome':
        return;
    }
  }

  private deliver(room: string, event: LiveEvent): void {
    if (!this.watchers.has(room)) return;
    const last = this.lastSeen.get(room);
    if (last !== undefined && comparePositions(event.position, last) <= 0) return;
    this.lastSeen.set(room, event.position);
    this.forEachWatcher(room, (watcher) => watcher.onEvent?.(event));
  }

  private forEachWatcher(room: string, call: (watcher: RoomWatcher) => void): void {
    for (const watcher of this.watchers.get(room) ?? []) call(watcher);
  }

  private setState(state: SocketState): void {
    if (this.state === state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener();
  }
}

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}
