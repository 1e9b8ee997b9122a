import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import {
  CONNECT_TIMEOUT_MS,
  GIVE_UP_AFTER_FAILURES,
  liveSocketMachine,
  RECONNECT_MAX_MS,
  RECONNECT_MIN_MS,
  reconnectDelay,
  SESSION_RECHECK_MS,
  type SocketReport,
} from '../../../src/web/live/socket.machine';

/** The machine with a socket actor the test drives, on a simulated clock. */
function run(options: { random?: number; sessionValid?: () => Promise<boolean> } = {}) {
  const clock = new SimulatedClock();
  const sockets: Array<{ report: (r: SocketReport) => void; closed: boolean; sent: string[] }> = [];
  const machine = liveSocketMachine.provide({
    actors: {
      socket: fromCallback(({ sendBack, receive }) => {
        const socket = { report: (r: SocketReport) => sendBack(r), closed: false, sent: [] as string[] };
        sockets.push(socket);
        receive((command: { type: 'SEND'; data: string }) => socket.sent.push(command.data));
        return () => {
          socket.closed = true;
        };
      }),
      sessionCheck: fromPromise(options.sessionValid ?? (async () => true)),
    },
  });
  const actor = createActor(machine, { clock, input: { random: () => options.random ?? 0 } });
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type));
  actor.start();
  const state = () => JSON.stringify(actor.getSnapshot().value);
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, clock, sockets, emitted, state, flush, last: () => sockets.at(-1)! };
}

describe('the live socket machine', () => {
  it('reconnect delays stay within SPEC §9’s 1 to 5 s, doubling their floor with each failure in a row', () => {
    for (let failures = 0; failures < 20; failures++) {
      for (const r of [0, 0.25, 0.5, 0.999999]) {
        const delay = reconnectDelay(failures, () => r);
        expect(delay).toBeGreaterThanOrEqual(RECONNECT_MIN_MS);
        expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS);
      }
    }
    expect([0, 1, 2, 3, 4, 9].map((f) => reconnectDelay(f, () => 0))).toEqual([1000, 1000, 2000, 4000, 5000, 5000]);
    expect(reconnectDelay(1, () => 0.5)).toBe(3000);
  });

  it('connects, tells the façade it opened, forwards messages both ways, and backs off after a drop', () => {
    const { actor, clock, sockets, emitted, state, last } = run();
    actor.send({ type: 'START' });
    expect(state()).toBe('{"online":"connecting"}');
    last().report({ type: 'OPENED' });
    expect(state()).toBe('{"online":"connected"}');
    actor.send({ type: 'SEND', data: 'hello' });
    last().report({ type: 'MESSAGE', data: 'hi' });
    expect(last().sent).toEqual(['hello']);
    last().report({ type: 'CLOSED', code: 1006 });
    expect(state()).toBe('"backingOff"');
    expect(last().closed).toBe(true);
    clock.increment(RECONNECT_MIN_MS - 1);
    expect(sockets).toHaveLength(1);
    clock.increment(1);
    expect(sockets).toHaveLength(2);
    expect(emitted).toEqual(['opened', 'message', 'closed']);
  });

  it('gives a connection 20 s to open, then counts it failed and asks about the session before the next', async () => {
    let checks = 0;
    const { actor, clock, sockets, state, flush, last } = run({
      sessionValid: async () => {
        checks++;
        return true;
      },
    });
    actor.send({ type: 'START' });
    clock.increment(CONNECT_TIMEOUT_MS - 1);
    expect(last().closed).toBe(false);
    clock.increment(1);
    expect(last().closed).toBe(true);
    expect(state()).toBe('"backingOff"');
    clock.increment(RECONNECT_MIN_MS);
    await flush();
    expect(checks).toBe(1);
    expect(sockets).toHaveLength(2);
  });

  it('waits for a session that is not valid, asking again every 15 s', async () => {
    const answers = [false, true];
    const { actor, clock, sockets, state, flush, last } = run({ sessionValid: async () => answers.shift()! });
    actor.send({ type: 'START' });
    last().report({ type: 'OPENED' });
    last().report({ type: 'CLOSED', code: 4001 });
    clock.increment(RECONNECT_MIN_MS);
    await flush();
    expect(state()).toBe('"waitingForSession"');
    clock.increment(SESSION_RECHECK_MS);
    await flush();
    expect(state()).toBe('{"online":"connecting"}');
    expect(sockets).toHaveLength(2);
  });

  it('gives up after failures in a row, and tries again when told to (the browser is back)', async () => {
    const { actor, clock, sockets, state, flush, last } = run();
    actor.send({ type: 'START' });
    for (let failure = 1; failure < GIVE_UP_AFTER_FAILURES; failure++) {
      last().report({ type: 'CLOSED', code: 1006 });
      clock.increment(RECONNECT_MAX_MS);
      await flush();
    }
    expect(sockets).toHaveLength(GIVE_UP_AFTER_FAILURES);
    last().report({ type: 'CLOSED', code: 1006 });
    expect(state()).toBe('"gaveUp"');
    clock.increment(60_000);
    await flush();
    expect(sockets).toHaveLength(GIVE_UP_AFTER_FAILURES);
    actor.send({ type: 'RETRY' });
    expect(state()).toBe('{"online":"connecting"}');
    last().report({ type: 'OPENED' });
    last().report({ type: 'CLOSED', code: 1006 });
    clock.increment(RECONNECT_MIN_MS);
    expect(sockets).toHaveLength(GIVE_UP_AFTER_FAILURES + 2);
  });

  it('stops for good, closing its socket; with no session to connect with it stays stopped', () => {
    const { actor, clock, sockets, state, last } = run();
    actor.send({ type: 'START' });
    last().report({ type: 'OPENED' });
    actor.send({ type: 'STOP' });
    expect(last().closed).toBe(true);
    clock.increment(60_000);
    expect(sockets).toHaveLength(1);
    actor.send({ type: 'START' });
    last().report({ type: 'NO_SESSION' });
    expect(state()).toBe('"stopped"');
  });
});
