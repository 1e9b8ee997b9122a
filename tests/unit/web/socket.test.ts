import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage, LiveEvent } from '../../../src/platform/realtime/protocol';
import { LiveSocket, type CourseWatcher, type ListWatcher, type SocketLike } from '../../../src/web/live/socket';

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
  const watcher = { onEvent: vi.fn<CourseWatcher['onEvent']>(), onSynced: vi.fn<CourseWatcher['onSynced']>() };
  const current = () => sockets[sockets.length - 1]!;
  return { live, sockets, watcher, current };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('live socket', () => {
  it('watches on open, reports its state, and answers ping with pong', () => {
    const { live, current, watcher } = setup();
    live.watch('c1', watcher);
    live.start();
    expect(current().url).toBe('ws://host/ws?token=t');
    expect(live.getState()).toBe('disconnected');

    current().open();
    expect(live.getState()).toBe('connected');
    current().receive({ v: 1, type: 'ping' });
    expect(current().sent).toEqual([
      { v: 1, type: 'watch', courseId: 'c1' },
      { v: 1, type: 'pong' },
    ]);
  });

  it('tells the watcher to refetch once the server confirms a watch without a position', () => {
    const { live, current, watcher } = setup();
    live.start();
    current().open();
    live.watch('c1', watcher);
    current().receive({ v: 1, type: 'watching', courseId: 'c1' });
    current().receive({ v: 1, type: 'watching', courseId: 'c1' });
    expect(watcher.onSynced).toHaveBeenCalledTimes(1);
  });

  it('delivers only events newer than the last seen, comparing positions as big integers', () => {
    const { live, current, watcher } = setup();
    live.start();
    current().open();
    live.watch('c1', watcher);
    for (const position of [
      '9007199254740993/0',
      '9007199254740992/7',
      '9007199254740993/0',
      '9007199254740993/1',
      '10/0',
    ]) {
      current().receive({ v: 1, type: 'event', courseId: 'c1', event: event(position) });
    }
    current().receive({ v: 1, type: 'event', courseId: 'other', event: event('99999999999999999999/0') });
    expect(watcher.onEvent.mock.calls.map(([e]) => e.position)).toEqual(['9007199254740993/0', '9007199254740993/1']);
  });

  it('reconnects after 1 to 5 s and re-watches from the last position seen', async () => {
    const { live, sockets, current, watcher } = setup(0);
    live.start();
    current().open();
    live.watch('c1', watcher);
    current().receive({ v: 1, type: 'event', courseId: 'c1', event: event('5/2') });

    current().lose();
    expect(live.getState()).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);

    current().open();
    expect(current().sent).toEqual([{ v: 1, type: 'watch', courseId: 'c1', after: '5/2' }]);
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

  it('on resync forgets the position, re-watches without it and asks for a refetch once confirmed', () => {
    const { live, current, watcher } = setup();
    live.start();
    current().open();
    live.watch('c1', watcher);
    current().receive({ v: 1, type: 'watching', courseId: 'c1' });
    current().receive({ v: 1, type: 'event', courseId: 'c1', event: event('7/0') });
    current().sent.length = 0;

    current().receive({ v: 1, type: 'resync', courseId: 'c1' });
    expect(current().sent).toEqual([{ v: 1, type: 'watch', courseId: 'c1' }]);
    current().receive({ v: 1, type: 'watching', courseId: 'c1' });
    expect(watcher.onSynced).toHaveBeenCalledTimes(2);
    current().receive({ v: 1, type: 'event', courseId: 'c1', event: event('6/0') });
    expect(watcher.onEvent).toHaveBeenCalledTimes(2);
  });

  it('ignores messages that break the protocol', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { live, current, watcher } = setup();
    live.start();
    current().open();
    live.watch('c1', watcher);
    current().receive({ v: 2, type: 'ping' });
    current().receive({ v: 1, type: 'event', courseId: 'c1', event: { ...event('1/0'), position: 'not-a-position' } });
    current().onmessage?.({ data: '{not json' } as MessageEvent);
    expect(current().sent).toEqual([{ v: 1, type: 'watch', courseId: 'c1' }]);
    expect(watcher.onEvent).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('unwatches when the last watcher leaves, and starts afresh when watched again', () => {
    const { live, current, watcher } = setup();
    live.start();
    current().open();
    const stopFirst = live.watch('c1', watcher);
    const stopSecond = live.watch('c1', { onEvent: () => {}, onSynced: () => {} });
    current().receive({ v: 1, type: 'event', courseId: 'c1', event: event('3/0') });
    stopFirst();
    stopSecond();
    live.watch('c1', watcher);
    expect(current().sent).toEqual([
      { v: 1, type: 'watch', courseId: 'c1' },
      { v: 1, type: 'unwatch', courseId: 'c1' },
      { v: 1, type: 'watch', courseId: 'c1' },
    ]);
  });

  it('watches the module list, again after a reconnect, and tells the list watcher about changes and syncs', async () => {
    const { live, current } = setup(0);
    const list = { onChanged: vi.fn<ListWatcher['onChanged']>(), onSynced: vi.fn<ListWatcher['onSynced']>() };
    live.start();
    current().open();
    const stop = live.watchList(list);
    live.watchList({ onChanged: () => {}, onSynced: () => {} });
    current().receive({ v: 1, type: 'watchingList' });
    current().receive({ v: 1, type: 'courseListChanged', courseId: 'c9', eventType: 'CourseRenamed', position: '4/0' });
    expect(current().sent).toEqual([{ v: 1, type: 'watchList' }]);
    expect(list.onSynced).toHaveBeenCalledTimes(1);
    expect(list.onChanged).toHaveBeenCalledWith({ courseId: 'c9', eventType: 'CourseRenamed', position: '4/0' });

    current().lose();
    await vi.advanceTimersByTimeAsync(1_000);
    current().open();
    expect(current().sent).toEqual([{ v: 1, type: 'watchList' }]);
    current().receive({ v: 1, type: 'watchingList' });
    expect(list.onSynced).toHaveBeenCalledTimes(2);
    stop();
    current().receive({ v: 1, type: 'courseListChanged', courseId: 'c9', eventType: 'CourseDeleted', position: '5/0' });
    expect(list.onChanged).toHaveBeenCalledTimes(1);
  });

  it('stops watching the list when its last watcher leaves', () => {
    const { live, current } = setup();
    live.start();
    current().open();
    const stopFirst = live.watchList({ onChanged: () => {}, onSynced: () => {} });
    const stopSecond = live.watchList({ onChanged: () => {}, onSynced: () => {} });
    stopFirst();
    stopFirst();
    expect(current().sent).toEqual([{ v: 1, type: 'watchList' }]);
    stopSecond();
    expect(current().sent).toEqual([
      { v: 1, type: 'watchList' },
      { v: 1, type: 'unwatchList' },
    ]);
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
