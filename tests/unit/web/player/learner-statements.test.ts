import { describe, expect, it } from 'vitest';
import { statementSender } from '../../../../src/web/player/learner-statements';

const attempt = { registration: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', resumed: false };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

type Posted = { body: Record<string, unknown>; keepalive: boolean | undefined };

/** A fetch whose answers come back in reverse: only a sender that waits for each keeps the order. */
function slowFirstFetch(queued: boolean) {
  const posted: Posted[] = [];
  let delay = 30;
  const send = (async (_url: string, init: RequestInit) => {
    delay = Math.max(0, delay - 10);
    const wait = delay;
    await new Promise((resolve) => setTimeout(resolve, wait));
    posted.push({ body: JSON.parse(String(init.body)), keepalive: init.keepalive });
    return new Response(JSON.stringify({ queued }), { status: 202 });
  }) as typeof fetch;
  return { send, posted };
}

/** A fetch that keeps every request (as it is sent) and answers each only when told. */
function heldFetch() {
  const sent: Posted[] = [];
  const answers: (() => void)[] = [];
  const send = ((_url: string, init: RequestInit) => {
    sent.push({ body: JSON.parse(String(init.body)), keepalive: init.keepalive });
    return new Promise<Response>((resolve) => {
      answers.push(() => resolve(new Response(JSON.stringify({ queued: true }), { status: 202 })));
    });
  }) as typeof fetch;
  const answerAll = () => {
    for (const answer of answers.splice(0)) answer();
  };
  return { send, sent, answerAll };
}

const senderOf = (send: typeof fetch, viewerToken: Promise<string | null>, language = () => 'en') =>
  statementSender({ moduleId: 'm1', viewerToken, attempt, language }, send);

describe('a share-link learner’s statements', () => {
  it('go one at a time, in the order they were made, each with the attempt, the language shown and its time', async () => {
    const { send, posted } = slowFirstFetch(true);
    let shown = 'en';
    const statements = senderOf(send, Promise.resolve('token-of-view'), () => shown);
    const before = Date.now();
    statements.send({ verb: 'initialized', name: 'Fire safety' });
    statements.send({ verb: 'answered', name: 'Which way?', interactionType: 'choice', response: 'a_up' });
    // The learner switches to Spanish.
    shown = 'es';
    statements.send({ verb: 'completed', name: 'Seguridad' });
    shown = '';
    statements.send({ verb: 'passed', name: 'Seguridad', scaled: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(posted.map((p) => p.body.verb)).toEqual(['initialized', 'answered', 'completed', 'passed']);
    expect(posted.map((p) => p.body.language)).toEqual(['en', 'en', 'es', undefined]);
    for (const { body } of posted) {
      expect(body).toMatchObject({ viewerToken: 'token-of-view', registration: attempt.registration });
      expect(Date.parse(body.timestamp as string)).toBeGreaterThanOrEqual(before - 1);
      expect(Date.parse(body.timestamp as string)).toBeLessThanOrEqual(Date.now());
    }
    expect(posted[1]!.body).toMatchObject({ interactionType: 'choice', response: 'a_up' });
  });

  it('when the page goes, every one still waiting goes at once, keepalive, none twice', async () => {
    const { send, sent, answerAll } = heldFetch();
    const statements = senderOf(send, Promise.resolve('token-of-view'));
    statements.send({ verb: 'initialized', name: 'Fire safety' });
    statements.send({ verb: 'answered', name: 'Q1' });
    statements.send({ verb: 'answered', name: 'Q2' });
    await settle();
    // The first waits for the server's answer; the others wait behind it.
    expect(sent.map((s) => s.body.name)).toEqual(['Fire safety']);
    statements.send({ verb: 'terminated', name: 'Fire safety', duration: 'PT0H1M2S' });
    statements.leave();
    expect(sent.map((s) => s.body.name)).toEqual(['Fire safety', 'Q1', 'Q2', 'Fire safety']);
    expect(sent.map((s) => s.keepalive)).toEqual([true, true, true, true]);
    expect(sent[3]!.body).toMatchObject({
      verb: 'terminated',
      duration: 'PT0H1M2S',
      registration: attempt.registration,
    });
    answerAll();
    await settle();
    answerAll();
    await settle();
    expect(sent).toHaveLength(4);
  });

  it('a page that goes before its view is answered sends what waits once it is', async () => {
    const { send, sent } = heldFetch();
    let answerView: (token: string) => void = () => {};
    const statements = senderOf(send, new Promise((resolve) => (answerView = resolve)));
    statements.send({ verb: 'initialized', name: 'Fire safety' });
    statements.send({ verb: 'terminated', name: 'Fire safety', duration: 'PT0H0M1S' });
    statements.leave();
    await settle();
    expect(sent).toEqual([]);
    answerView('token-of-view');
    await settle();
    expect(sent.map((s) => [s.body.verb, s.body.viewerToken, s.keepalive])).toEqual([
      ['initialized', 'token-of-view', true],
      ['terminated', 'token-of-view', true],
    ]);
  });

  it('open a new attempt with initialized, and one begun on an earlier visit with resumed', () => {
    const { send } = heldFetch();
    const opening = (resumed: boolean) =>
      statementSender(
        { moduleId: 'm1', viewerToken: Promise.resolve(null), attempt: { ...attempt, resumed }, language: () => 'en' },
        send,
      ).opening;
    expect([opening(false), opening(true)]).toEqual(['initialized', 'resumed']);
  });

  it('stop once the server says it keeps none (no LRS)', async () => {
    const { send, posted } = slowFirstFetch(false);
    const statements = senderOf(send, Promise.resolve('token-of-view'));
    statements.send({ verb: 'initialized', name: 'Module' });
    statements.send({ verb: 'answered', name: 'Question' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    statements.send({ verb: 'terminated', name: 'Module' });
    statements.leave();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(posted).toHaveLength(1);
  });

  it('send nothing when the view was given no token (the address is past its views, or the call failed)', async () => {
    const { send, posted } = slowFirstFetch(true);
    const statements = senderOf(send, Promise.resolve(null));
    statements.send({ verb: 'initialized', name: 'Module' });
    statements.leave();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(posted).toHaveLength(0);
  });
});
