import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage, LiveEvent } from '../../../src/platform/realtime/protocol';
import { LiveSocket, type RoomWatcher, type SocketLike } from '../../../src/web/live/socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: ClientMessage[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientMessage);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  lose(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

const event = (position: string, version = 1): LiveEvent => ({
  id: `e-${position}`,
  type: 'CourseRenamed',
  streamId: 'course-c1',
  version,
  position,
  data: { courseId: 'c1', title: 'T' },
  recordedAt: '2025-01-01T00:00:00.000Z',
});

function setup(random = 0, sessionIsValid?: () => Promise<boolean>) {
  const sockets: FakeSocket[] = [];
  const live = new LiveSocket({
    sessionIsValid,
    url: () => 'ws://host/ws?token=t',
    connect: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => random,
  });
  const watcher = { onEvent: vi.fn<Required<RoomWatcher>['onEvent']>(), onSynced: vi.fn<RoomWatcher['onSynced']>() };
  const current = () => sockets[sockets.length - 1]!;
  return { live, sockets, watcher, current };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('live socket', () => {
  it('joins on open, reports its state, and answers ping with pong', () => {
    const { live, current, watcher } = setup();
    live.join('course:c1', watcher);
    live.start();
    expect(current().url).toBe('ws://host/ws?token=t');
    expect(live.getState()).toBe('disconnected');

    current().open();
    expect(live.getState()).toBe('connected');
    current().receive({ v: 2, type: 'ping' });
    expect(current().sent).toEqual([
      { v: 2, type: 'join', room: 'course:c1' },
      { v: 2, type: 'pong' },
    ]);
  });

  it('tells the watcher to refetch once the server confirms a join without a position', () => {
    const { live, current, watcher } = setup();
    live.start();
    current().open();
    live.join('course:c1', watcher);
    current().receive({ v: 2, type: 'joined', room: 'course:c1' });
    current().receive({ v: 2, type: 'joined', room: 'course:c1' });
    expect(watcher.onSynced).toHaveBeenCalledTimes(1);
  });

  it('delivers only events newer than the last seen, comparing positions as big integers', () => {
    const { live, current, watcher } = setup();
    live.start();
    current().open();
    live.join('course:c1', watcher);
    for (const position of [
      '9007199254740993/0',
      '9007199254740992/7',
      '9007199254740993/0',
      '9007199254740993/1',
      '10/0',
    ]) {
      current().receive({ v: 2, type: 'event', room: 'course:c1', event: event(position) });
    }
    current().receive({ v: 2, type: 'event', room: 'course:other', event: event('99999999999999999999/0') });
    expect(watcher.onEvent.mock.calls.map(([e]) => e.position)).toEqual(['9007199254740993/0', '9007199254740993/1']);
  });

  it('reconnects after 1 to 5 s and joins again from the last position seen', async () => {
    const { live, sockets, current, watcher } = setup(0);
    live.start();
    current().open();
    live.join('course:c1', watcher);
    current().receive({ v: 2, type: 'event', room: 'course:c1', event: event('5/2') });

    current().lose();
    expect(live.getState()).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);

    current().open();
    expect(current().sent).toEqual([{ v: 2, type: 'join', room: 'course:c1', after: '5/2' }]);
  });

  it('waits at most 5 s before reconnecting', async () => {
    const { live, sockets, current } = setup(0.999_999_9);
    live.start();
    current().lose();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
  });

  it('gives up on a connection that has not opened after 20 s', async () => {
    const { live, sockets } = setup(0);
    live.start();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(sockets[0]!.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('on resync forgets the position, joins again without it and asks for a refetch once confirmed', () => {
    const { live, current, watcher } = setup();
    live.start();
    current().open();
    live.join('course:c1', watcher);
    current().receive({ v: 2, type: 'joined', room: 'course:c1' });
    current().receive({ v: 2, type: 'event', room: 'course:c1', event: event('7/0') });
    current().sent.length = 0;

    current().receive({ v: 2, type: 'resync', room: 'course:c1' });
    expect(current().sent).toEqual([{ v: 2, type: 'join', room: 'course:c1' }]);
    current().receive({ v: 2, type: 'joined', room: 'course:c1' });
    expect(watcher.onSynced).toHaveBeenCalledTimes(2);
    current().receive({ v: 2, type: 'event', room: 'course:c1', event: event('6/0') });
    expect(watcher.onEvent).toHaveBeenCalledTimes(2);
  });

  it('ignores messages that break the protocol', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { live, current, watcher } = setup();
    live.start();
    current().open();
    live.join('course:c1', watcher);
    current().receive({ v: 3, type: 'ping' });
    current().receive({
      v: 2,
      type: 'event',
      room: 'course:c1',
      event: { ...event('1/0'), position: 'not-a-position' },
    });
    current().onmessage?.({ data: '{not json' } as MessageEvent);
    expect(current().sent).toEqual([{ v: 2, type: 'join', room: 'course:c1' }]);
    expect(watcher.onEvent).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('leaves when the last watcher leaves, and starts afresh when joined again', () => {
    const { live, current, watcher } = setup();
    live.start();
    current().open();
    const stopFirst = live.join('course:c1', watcher);
    const stopSecond = live.join('course:c1', { onEvent: () => {}, onSynced: () => {} });
    current().receive({ v: 2, type: 'event', room: 'course:c1', event: event('3/0') });
    stopFirst();
    stopSecond();
    live.join('course:c1', watcher);
    expect(current().sent).toEqual([
      { v: 2, type: 'join', room: 'course:c1' },
      { v: 2, type: 'leave', room: 'course:c1' },
      { v: 2, type: 'join', room: 'course:c1' },
    ]);
  });

  it('joins a notify room, again after a reconnect or a resync, and tells its watchers about changes and each (re)join', async () => {
    const { live, current } = setup(0);
    const list = { onChanged: vi.fn<Required<RoomWatcher>['onChanged']>(), onSynced: vi.fn<RoomWatcher['onSynced']>() };
    live.start();
    current().open();
    const stop = live.join('courses', list);
    live.join('courses', { onChanged: () => {}, onSynced: () => {} });
    current().receive({ v: 2, type: 'joined', room: 'courses' });
    current().receive({
      v: 2,
      type: 'changed',
      room: 'courses',
      about: 'c9',
      eventType: 'CourseRenamed',
      position: '4/0',
    });
    expect(current().sent).toEqual([{ v: 2, type: 'join', room: 'courses' }]);
    expect(list.onSynced).toHaveBeenCalledTimes(1);
    expect(list.onChanged).toHaveBeenCalledWith({ about: 'c9', eventType: 'CourseRenamed', position: '4/0' });

    // After its bus came back the server asks for a fresh join: the list is refetched once joined.
    current().sent.length = 0;
    current().receive({ v: 2, type: 'resync', room: 'courses' });
    expect(current().sent).toEqual([{ v: 2, type: 'join', room: 'courses' }]);
    current().receive({ v: 2, type: 'joined', room: 'courses' });
    expect(list.onSynced).toHaveBeenCalledTimes(2);

    current().lose();
    await vi.advanceTimersByTimeAsync(1_000);
    current().open();
    expect(current().sent).toEqual([{ v: 2, type: 'join', room: 'courses' }]);
    current().receive({ v: 2, type: 'joined', room: 'courses' });
    expect(list.onSynced).toHaveBeenCalledTimes(3);
    stop();
    current().receive({
      v: 2,
      type: 'changed',
      room: 'courses',
      about: 'c9',
      eventType: 'CourseDeleted',
      position: '5/0',
    });
    expect(list.onChanged).toHaveBeenCalledTimes(1);
  });

  it("hands the change log's new entries to the audit room's watchers only", () => {
    const { live, current } = setup(0);
    const log = { onAuditEntry: vi.fn<Required<RoomWatcher>['onAuditEntry']>(), onSynced: vi.fn() };
    const other = { onAuditEntry: vi.fn<Required<RoomWatcher>['onAuditEntry']>(), onSynced: vi.fn() };
    live.start();
    current().open();
    const stop = live.join('audit', log);
    live.join('courses', other);
    const entry = {
      position: '7/0',
      at: '2026-11-29T10:00:00.000Z',
      actorId: 'u1',
      kind: 'module',
      type: 'CourseRenamed',
      summary: 'renamed the module',
      courseId: 'c1',
      revision: 3,
    };
    current().receive({ v: 2, type: 'auditEntry', room: 'audit', entry });
    expect(log.onAuditEntry).toHaveBeenCalledWith(entry);
    expect(other.onAuditEntry).not.toHaveBeenCalled();
    stop();
    current().receive({ v: 2, type: 'auditEntry', room: 'audit', entry: { ...entry, position: '8/0' } });
    expect(log.onAuditEntry).toHaveBeenCalledTimes(1);
  });

  it("passes presence on to the room's watchers, and says its own focus again after each join", () => {
    const { live, current } = setup();
    const onPresence = vi.fn<Required<RoomWatcher>['onPresence']>();
    live.start();
    current().open();
    live.join('course:c1', { onSynced: () => {}, onPresence });
    live.setFocus('course:c1', 'b1');
    live.setFocus('course:other', 'b2');
    current().receive({
      v: 2,
      type: 'presence',
      room: 'course:c1',
      member: { userId: 'u2', name: 'Ann' },
      focus: 'b7',
    });
    current().receive({ v: 2, type: 'presenceLeft', room: 'course:c1', userId: 'u2' });
    expect(onPresence.mock.calls).toEqual([
      [{ userId: 'u2', name: 'Ann', focus: 'b7' }],
      [{ userId: 'u2', left: true }],
    ]);
    current().sent.length = 0;
    current().receive({ v: 2, type: 'joined', room: 'course:c1' });
    expect(current().sent).toEqual([{ v: 2, type: 'presence', room: 'course:c1', focus: 'b1' }]);
  });

  it('does not reconnect once stopped', async () => {
    const { live, sockets, current } = setup(0);
    live.start();
    current().open();
    live.stop();
    expect(sockets[0]!.closed).toBe(true);
    expect(live.getState()).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);
  });

  it('after the server ends the session (4001) asks the API first, and stays away while the session is not valid', async () => {
    const answers = [false, false, true];
    const sessionIsValid = vi.fn(async () => answers.shift()!);
    const { live, sockets, current } = setup(0, sessionIsValid);
    live.start();
    current().open();
    current().lose(4001);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sessionIsValid).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(sessionIsValid).toHaveBeenCalledTimes(2);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(sessionIsValid).toHaveBeenCalledTimes(3);
    expect(sockets).toHaveLength(2);
  });

  it('a connection refused before it opened asks about the session too, and waits longer each time it fails', async () => {
    const sessionIsValid = vi.fn(async () => true);
    const { live, sockets, current } = setup(0, sessionIsValid);
    live.start();
    current().lose();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(2);
    current().lose();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    expect(sessionIsValid).toHaveBeenCalledTimes(2);
    // Once open, a plain drop reconnects at once after the usual pause, without asking.
    current().open();
    current().lose();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(4);
    expect(sessionIsValid).toHaveBeenCalledTimes(2);
  });

  it('a session check that cannot reach the server does not stop it from reconnecting', async () => {
    const { live, sockets, current } = setup(0, () => Promise.reject(new Error('offline')));
    live.start();
    current().open();
    current().lose(4001);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(2);
  });
});
