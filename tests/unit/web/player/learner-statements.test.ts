import { describe, expect, it } from 'vitest';
import { statementSender } from '../../../../src/web/player/learner-statements';

/** A fetch whose answers come back in reverse: only a sender that waits for each keeps the order. */
function slowFirstFetch(queued: boolean) {
  const bodies: string[] = [];
  let delay = 30;
  const send = (async (_url: string, init: RequestInit) => {
    delay = Math.max(0, delay - 10);
    const wait = delay;
    await new Promise((resolve) => setTimeout(resolve, wait));
    bodies.push(String(init.body));
    return new Response(JSON.stringify({ queued }), { status: 202 });
  }) as typeof fetch;
  return { send, bodies };
}

describe('a share-link learner’s statements', () => {
  it('go one at a time, in the order they were made', async () => {
    const { send, bodies } = slowFirstFetch(true);
    const statement = statementSender('m1', Promise.resolve('token-of-view'), send);
    for (const verb of ['answered', 'completed', 'passed'] as const) statement({ verb, name: 'Module' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bodies.map((b) => JSON.parse(b).verb)).toEqual(['answered', 'completed', 'passed']);
    expect(JSON.parse(bodies[0]!)).toMatchObject({ viewerToken: 'token-of-view', name: 'Module' });
  });

  it('stop once the server says it keeps none (no LRS)', async () => {
    const { send, bodies } = slowFirstFetch(false);
    const statement = statementSender('m1', Promise.resolve('token-of-view'), send);
    statement({ verb: 'initialized', name: 'Module' });
    statement({ verb: 'answered', name: 'Question' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bodies).toHaveLength(1);
  });

  it('send nothing when the view was given no token (the address is past its views, or the call failed)', async () => {
    const { send, bodies } = slowFirstFetch(true);
    const statement = statementSender('m1', Promise.resolve(null), send);
    statement({ verb: 'initialized', name: 'Module' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bodies).toHaveLength(0);
  });
});
