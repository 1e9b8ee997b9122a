import {
  serverMessage,
  type ClientMessage,
  type LiveEvent,
  type ServerMessage,
} from '../../platform/realtime/protocol';
import { type Actor, createActor, fromCallback, fromPromise } from 'xstate';
import { comparePositions } from './position';
import { liveSocketMachine, type SocketCommand, type SocketReport } from './socket.machine';

export type SocketState = 'connected' | 'disconnected';

export interface CourseWatcher {
  onEvent(event: LiveEvent): void;
  /** The server confirmed a watch made without `after`: the caller should refetch what it may have missed. */
  onSynced(): void;
  /** Someone is in the course (editing a block, or none), or has left it. */
  onPresence?(presence: Presence): void;
}

export type Presence = { userId: string; name: string; blockId: string | null } | { userId: string; left: true };

export type ListChange = Omit<Extract<ServerMessage, { type: 'courseListChanged' }>, 'v' | 'type'>;

export interface ListWatcher {
  /** A module of the organisation changed in a way the list shows. */
  onChanged(change: ListChange): void;
  /** The server confirmed the watch (again, after a reconnect): the caller should refetch what it may have missed. */
  onSynced(): void;
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
 * One websocket for the whole tab; courses and the module list are watched through it and
 * re-watched after every reconnect. The connection's lifecycle is liveSocketMachine's.
 */
export class LiveSocket {
  private readonly machine: Actor<typeof liveSocketMachine>;
  private state: SocketState = 'disconnected';
  private readonly stateListeners = new Set<() => void>();
  private readonly watchers = new Map<string, Set<CourseWatcher>>();
  private readonly lastSeen = new Map<string, string>();
  private readonly awaitingSync = new Set<string>();
  private readonly listWatchers = new Set<ListWatcher>();
  /** What this tab says it is doing in each course, said again after every (re)watch. */
  private readonly presence = new Map<string, string | null>();

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
      for (const courseId of this.watchers.keys()) this.sendWatch(courseId);
      if (this.listWatchers.size > 0) this.send({ v: 1, type: 'watchList' });
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

  /** Returns the function that stops watching. */
  watch(courseId: string, watcher: CourseWatcher): () => void {
    const existing = this.watchers.get(courseId);
    if (existing) existing.add(watcher);
    else {
      this.watchers.set(courseId, new Set([watcher]));
      this.sendWatch(courseId);
    }
    return () => this.unwatch(courseId, watcher);
  }

  /** Tells the others in the course what this tab is editing (a block id, or null). */
  setPresence(courseId: string, blockId: string | null): void {
    this.presence.set(courseId, blockId);
    if (this.watchers.has(courseId)) this.send({ v: 1, type: 'presence', courseId, blockId });
  }

  /** Follows the organisation's module list; returns the function that stops. */
  watchList(watcher: ListWatcher): () => void {
    this.listWatchers.add(watcher);
    if (this.listWatchers.size === 1) this.send({ v: 1, type: 'watchList' });
    return () => {
      if (this.listWatchers.delete(watcher) && this.listWatchers.size === 0) this.send({ v: 1, type: 'unwatchList' });
    };
  }

  private unwatch(courseId: string, watcher: CourseWatcher): void {
    const set = this.watchers.get(courseId);
    if (!set?.delete(watcher) || set.size > 0) return;
    this.watchers.delete(courseId);
    this.lastSeen.delete(courseId);
    this.awaitingSync.delete(courseId);
    this.presence.delete(courseId);
    this.send({ v: 1, type: 'unwatch', courseId });
  }

  /** Watches from the last position seen, so nothing is missed across reconnects. */
  private sendWatch(courseId: string): void {
    const after = this.lastSeen.get(courseId);
    if (after === undefined) this.awaitingSync.add(courseId);
    this.send(after === undefined ? { v: 1, type: 'watch', courseId } : { v: 1, type: 'watch', courseId, after });
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
        this.send({ v: 1, type: 'pong' });
        return;
      case 'event':
        this.deliver(message.courseId, message.event);
        return;
      case 'watching': {
        if (this.awaitingSync.delete(message.courseId)) this.forEachWatcher(message.courseId, (w) => w.onSynced());
        const blockId = this.presence.get(message.courseId);
        if (blockId !== undefined) this.send({ v: 1, type: 'presence', courseId: message.courseId, blockId });
        return;
      }
      case 'presence': {
        const { courseId, userId, name, blockId } = message;
        this.forEachWatcher(courseId, (w) => w.onPresence?.({ userId, name, blockId }));
        return;
      }
      case 'presenceLeft':
        this.forEachWatcher(message.courseId, (w) => w.onPresence?.({ userId: message.userId, left: true }));
        return;
      case 'resync':
        if (!this.watchers.has(message.courseId)) return;
        this.lastSeen.delete(message.courseId);
        this.sendWatch(message.courseId);
        return;
      case 'watchingList':
        for (const watcher of this.listWatchers) watcher.onSynced();
        return;
      case 'courseListChanged': {
        const { courseId, eventType, position } = message;
        for (const watcher of this.listWatchers) watcher.onChanged({ courseId, eventType, position });
        return;
      }
      case 'error':
        console.warn('Live socket: server error', message.message, message.courseId ?? '');
        return;
      case 'welcome':
        return;
    }
  }

  private deliver(courseId: string, event: LiveEvent): void {
    if (!this.watchers.has(courseId)) return;
    const last = this.lastSeen.get(courseId);
    if (last !== undefined && comparePositions(event.position, last) <= 0) return;
    this.lastSeen.set(courseId, event.position);
    this.forEachWatcher(courseId, (watcher) => watcher.onEvent(event));
  }

  private forEachWatcher(courseId: string, call: (watcher: CourseWatcher) => void): void {
    for (const watcher of this.watchers.get(courseId) ?? []) call(watcher);
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
