import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LearnerState } from '../../../../src/modules/delivery/shared';
import { ltiProgress, PLACE_INTERVAL_MS } from '../../../../src/web/player/lti-progress';

type Call = { method: string; body: Record<string, unknown> | null; keepalive: boolean | undefined; auth: string };

/** A window with what the progress store listens to: pagehide, and the document's visibility. */
function fakeWindow() {
  const win = new EventTarget() as EventTarget & { document: EventTarget & { visibilityState: string } };
  win.document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  return win as unknown as Window & { document: { visibilityState: string } };
}

/** A server keeping every call; each POST answered with the status at the head of `statuses` (200 once they run out). */
function fakeServer(statuses: number[] = []) {
  const calls: Call[] = [];
  const fetcher = (async (_url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({
      method,
      body: init.body ? JSON.parse(String(init.body)) : null,
      keepalive: init.keepalive,
      auth: (init.headers as Record<string, string>).Authorization!,
    });
    if (method === 'GET')
      return Response.json({ progress: { state: { questions: {}, games: {}, seen: [] }, location: '' } });
    const status = statuses.shift() ?? 200;
    if (status === 0) throw new TypeError('Failed to fetch');
    return Response.json({ message: 'no' }, { status });
  }) as typeof fetch;
  return { calls, fetcher, posts: () => calls.filter((c) => c.method === 'POST') };
}

const answered = (state: LearnerState, questionId: string, given: string[]): LearnerState => ({
  ...state,
  questions: {
    ...state.questions,
    [questionId]: { attempts: (state.questions[questionId]?.attempts ?? 0) + 1, correct: false, given },
  },
});
const empty: LearnerState = { questions: {}, games: {}, seen: [] };

describe('an LTI learner’s progress, kept by the server', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads it with the launch; sends each answer at once, in order, once, and the place with it', async () => {
    const server = fakeServer();
    const store = await ltiProgress(fakeWindow(), 'L1', () => 'es', server.fetcher);
    expect(store.load()).toEqual({ state: empty, location: '' });
    expect(server.calls[0]).toMatchObject({ method: 'GET', auth: 'Bearer L1' });

    const once = answered(empty, 'q1', ['b']);
    store.save({ state: once, location: 'q1' });
    const twice = answered(once, 'q1', ['c']);
    store.save({ state: twice, location: 'q1' });
    store.save({ state: twice, location: 'q1' });
    await vi.runAllTimersAsync();
    const answers = server
      .posts()
      .flatMap((p) => p.body!.answers as { id: string; questionId: string; given: string[] }[]);
    expect(answers.map((a) => [a.questionId, a.given])).toEqual([
      ['q1', ['b']],
      ['q1', ['c']],
    ]);
    expect(new Set(answers.map((a) => a.id)).size).toBe(2);
    expect(server.posts().at(-1)!.body).toMatchObject({ language: 'es', location: 'q1' });
  });

  it('keeps the place alone at most every 10 s, and only when it changed', async () => {
    const server = fakeServer();
    const store = await ltiProgress(fakeWindow(), 'L1', () => 'en', server.fetcher);
    store.save({ state: empty, location: '' });
    store.save({ state: { ...empty, seen: ['b1'] }, location: 'b1' });
    store.save({ state: { ...empty, seen: ['b1', 'b2'] }, location: 'b2' });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.posts()).toHaveLength(1);
    store.save({ state: { ...empty, seen: ['b1', 'b2', 'b3'] }, location: 'b3' });
    await vi.advanceTimersByTimeAsync(PLACE_INTERVAL_MS - 100);
    expect(server.posts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(server.posts().map((p) => p.body!.location)).toEqual(['b2', 'b3']);
    await vi.advanceTimersByTimeAsync(PLACE_INTERVAL_MS * 3);
    expect(server.posts()).toHaveLength(2);
  });

  it('retries until the server has it, the same answer with the same id; says so while it waits', async () => {
    const server = fakeServer([0, 503, 0]);
    const store = await ltiProgress(fakeWindow(), 'L1', () => 'en', server.fetcher);
    const seen: string[] = [];
    store.status.subscribe(() => seen.push(store.status.current()));
    store.save({ state: answered(empty, 'q1', ['a']), location: '' });
    await vi.runAllTimersAsync();
    const ids = server.posts().map((p) => (p.body!.answers as { id: string }[])[0]?.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(1);
    expect(seen).toEqual(['waiting', 'kept']);
  });

  it('sends what is not acknowledged with keepalive when the page is hidden or left', async () => {
    const server = fakeServer([0, 0, 0, 0, 0, 0]);
    const win = fakeWindow();
    const store = await ltiProgress(win, 'L1', () => 'en', server.fetcher);
    store.save({ state: answered(empty, 'q1', ['a']), location: 'q1' });
    await vi.advanceTimersByTimeAsync(0);
    win.document.visibilityState = 'hidden';
    win.document.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('pagehide'));
    const leaving = server.posts().filter((p) => p.keepalive);
    expect(leaving).toHaveLength(2);
    expect(leaving[0]!.body).toMatchObject({ location: 'q1', answers: [{ questionId: 'q1', given: ['a'] }] });
  });

  it('stops once the launch has expired, and says the session has ended', async () => {
    const server = fakeServer([401]);
    const store = await ltiProgress(fakeWindow(), 'L1', () => 'en', server.fetcher);
    store.save({ state: answered(empty, 'q1', ['a']), location: '' });
    await vi.runAllTimersAsync();
    store.save({ state: answered(answered(empty, 'q1', ['a']), 'q1', ['b']), location: '' });
    await vi.runAllTimersAsync();
    expect(server.posts()).toHaveLength(1);
    expect(store.status.current()).toBe('ended');
  });
});
