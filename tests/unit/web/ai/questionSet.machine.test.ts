import { createTestModel } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { GeneratedQuestion } from '../../../../src/modules/ai/shared';
import { questionSetMachine, shortfallMessage } from '../../../../src/web/ai/questions/questionSet.machine';

const ASKED = 3;
const question = (n: number): GeneratedQuestion => ({
  title: `Question ${n}?`,
  type: 'single choice',
  options: [
    { value: `right ${n}`, correct: true },
    { value: `wrong ${n}`, correct: false },
  ],
});
const questions = (n: number) => Array.from({ length: n }, (_, i) => question(i + 1));
const TIMED_OUT = 'The assistant took too long to answer. Please try again.';

/**
 * SPEC §4's lifecycle of a set, as an abstract model: the assistant's answers (a full set, a short
 * one, a failure) and the author's moves. The machine under test must follow it on every path.
 */
const lifecycle = createMachine({
  id: 'lifecycle',
  initial: 'generating',
  states: {
    generating: { on: { fullAnswer: 'filled', shortAnswer: 'failed', callFailed: 'failed', cancel: 'dismissed' } },
    failed: { on: { retry: 'generating', dismiss: 'dismissed' } },
    filled: { type: 'final' },
    dismissed: { type: 'final' },
  },
});

/**
 * The system under test: the machine with its real assistant call, over a fetch that answers only
 * when the model says so (a full set, a short one, or the server's 503).
 */
function startSet() {
  const calls: Array<{ body: unknown; signal: AbortSignal; answer: (response: Response) => void }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          calls.push({ body: JSON.parse(String(init.body)), signal: init.signal!, answer: resolve });
        }),
    ),
  );
  const placeholderIds = ['p1', 'p2', 'p3'];
  const actor = createActor(questionSetMachine, {
    input: {
      courseId: 'course-1',
      afterSectionId: 's1',
      replacing: 'between',
      count: ASKED,
      prompt: 'safety',
      content: '',
      placeholderIds,
    },
  });
  const filled: unknown[] = [];
  const failures: unknown[] = [];
  actor.on('filled', (event) => filled.push(event));
  actor.on('failure', (event) => failures.push(event.error));
  actor.start();
  const settled = () => vi.waitFor(() => expect(actor.getSnapshot().matches('generating')).toBe(false));
  return { actor, calls, filled, failures, placeholderIds, settled };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a generated question set (model-based: every simple path of the machine, on the real call)', () => {
  beforeEach(() => vi.stubGlobal('document', { cookie: 'tessera_token=t' }));
  afterEach(() => vi.unstubAllGlobals());

  const model = createTestModel(lifecycle);
  const paths = model.getSimplePaths();

  it('passes through every state and takes every transition', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((step) => String(step.state.value))));
    const taken = new Set(paths.flatMap((p) => p.steps.map((step) => step.event.type)));
    expect([...taken].sort()).toEqual(
      ['callFailed', 'cancel', 'dismiss', 'fullAnswer', 'retry', 'shortAnswer', 'xstate.init'].sort(),
    );
    expect([...reached].sort()).toEqual(['dismissed', 'failed', 'filled', 'generating']);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const set = startSet();
      const latestCall = () => set.calls.at(-1)!;
      await path.test({
        states: {
          generating: () => {
            const snapshot = set.actor.getSnapshot();
            expect(snapshot.matches('generating')).toBe(true);
            // Placeholders show at once, one per question asked for; nothing is in the module yet.
            expect(snapshot.context.placeholderIds).toEqual(set.placeholderIds);
            expect(snapshot.context.error).toBeNull();
            expect(set.filled).toEqual([]);
            expect(latestCall().body).toEqual({
              courseId: 'course-1',
              prompt: 'safety',
              content: '',
              numberOfQuestions: ASKED,
            });
            expect(latestCall().signal.aborted).toBe(false);
          },
          failed: () => {
            const snapshot = set.actor.getSnapshot();
            // Placeholders gone (the list shows the set's error instead, and the in-between again).
            expect(snapshot.matches('generating')).toBe(false);
            expect(snapshot.context.error).toMatch(/\w/);
            expect(set.filled).toEqual([]);
          },
          filled: () => {
            expect(set.actor.getSnapshot().status).toBe('done');
            expect(set.filled).toEqual([
              { type: 'filled', questions: questions(ASKED), placeholderIds: set.placeholderIds },
            ]);
          },
          dismissed: () => {
            expect(set.actor.getSnapshot().status).toBe('done');
            expect(set.filled).toEqual([]);
            expect(set.calls.every((call) => call.signal.aborted || set.actor.getSnapshot().status === 'done')).toBe(
              true,
            );
          },
        },
        events: {
          fullAnswer: async () => {
            latestCall().answer(json({ questions: questions(ASKED) }));
            await set.settled();
          },
          shortAnswer: async () => {
            latestCall().answer(json({ questions: questions(1) }));
            await set.settled();
            expect(set.actor.getSnapshot().context.error).toBe(shortfallMessage(1, ASKED));
          },
          callFailed: async () => {
            latestCall().answer(json({ message: TIMED_OUT }, 503));
            await set.settled();
            expect(set.actor.getSnapshot().context.error).toBe(TIMED_OUT);
            expect(set.failures.at(-1)).toMatchObject({ status: 503, message: TIMED_OUT });
          },
          cancel: () => {
            set.actor.send({ type: 'cancel' });
            expect(latestCall().signal.aborted).toBe(true);
          },
          retry: () => set.actor.send({ type: 'retry' }),
          dismiss: () => set.actor.send({ type: 'dismiss' }),
        },
      });
    });
  }

  it('says how many questions a short answer held', async () => {
    const set = startSet();
    set.calls[0]!.answer(json({ questions: questions(2) }));
    await set.settled();
    expect(set.actor.getSnapshot().context.error).toBe(shortfallMessage(2, ASKED));
    expect(shortfallMessage(2, ASKED)).toContain('2 of the 3');
    expect(set.failures).toEqual([]);
  });

  it('asks again on retry, with a fresh call', async () => {
    const set = startSet();
    set.calls[0]!.answer(json({ message: TIMED_OUT }, 503));
    await set.settled();
    set.actor.send({ type: 'retry' });
    expect(set.calls).toHaveLength(2);
    set.calls[1]!.answer(json({ questions: questions(ASKED) }));
    await vi.waitFor(() => expect(set.filled).toHaveLength(1));
  });
});
