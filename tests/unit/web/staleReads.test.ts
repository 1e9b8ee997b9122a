import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { request, STALE_READ_RETRIES_MS } from '../../../src/web/api/client';

const titles = z.object({ titles: z.array(z.string()) });
/** Answers in turn, each with or without Stale-Read; records the calls. */
function server(answers: Array<{ titles: string[]; stale: boolean }>) {
  const calls: Array<{ method: string; at: number }> = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    calls.push({ method: String(init.method), at: Date.now() });
    const next = answers[Math.min(calls.length, answers.length) - 1]!;
    const headers = new Headers({ 'content-type': 'application/json' });
    if (next.stale) headers.set('Stale-Read', 'course_list');
    return new Response(JSON.stringify({ titles: next.titles }), { status: 200, headers });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe('a read the server marks Stale-Read', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { cookie: 'tessera_token=t' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is asked again after 300, 600 and 1200 ms until an answer is current', async () => {
    const calls = server([
      { titles: [], stale: true },
      { titles: [], stale: true },
      { titles: ['Fire safety'], stale: false },
    ]);
    const answer = request('/courses/list', titles);
    await vi.runAllTimersAsync();
    expect(await answer).toEqual({ titles: ['Fire safety'] });
    expect(calls.map((c) => c.at - calls[0]!.at)).toEqual([0, 300, 900]);
  });

  it('gives the last answer when the read model stays behind', async () => {
    const calls = server([{ titles: ['old'], stale: true }]);
    const answer = request('/courses/list', titles);
    await vi.runAllTimersAsync();
    expect(await answer).toEqual({ titles: ['old'] });
    expect(calls).toHaveLength(1 + STALE_READ_RETRIES_MS.length);
  });

  it('is not repeated for a write, nor for a current read', async () => {
    const writes = server([{ titles: [], stale: true }]);
    await request('/courses/list', titles, { method: 'POST', body: {} });
    expect(writes).toHaveLength(1);
    const reads = server([{ titles: ['now'], stale: false }]);
    await request('/courses/list', titles);
    expect(reads).toHaveLength(1);
  });
});
