import { assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate';

/** SPEC §9: connection timeout 20 s; reconnect delay 1 s to 5 s. */
export const CONNECT_TIMEOUT_MS = 20_000;
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 5_000;
/** While the session is not valid, it is asked about again this often (a reclaimed login reconnects). */
export const SESSION_RECHECK_MS = 15_000;
/** Connections in a row that fail before opening, after which it waits for the browser to be back. */
export const GIVE_UP_AFTER_FAILURES = 10;

/**
 * The pause before reconnecting: a floor that doubles with each connection in a row that failed
 * before opening (1, 2, 4, then 5 s), and jitter spread over the rest of SPEC §9's 1–5 s, so tabs
 * that lost the same server do not come back all at once.
 */
export function reconnectDelay(failures: number, random: () => number): number {
  const floor = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(floor + random() * (RECONNECT_MAX_MS - floor));
}

/** What the socket actor tells the machine. */
export type SocketReport =
  | { type: 'OPENED' }
  | { type: 'MESSAGE'; data: unknown }
  | { type: 'CLOSED'; code?: number }
  /** There is no session to connect with. */
  | { type: 'NO_SESSION' };

export type SocketCommand = { type: 'SEND'; data: string };

type Control = { type: 'START' } | { type: 'STOP' } | { type: 'RETRY' };

/** Where the socket stands, for the façade: joined rooms are sent again on `opened`. */
export type SocketEmitted = { type: 'opened' } | { type: 'message'; data: unknown } | { type: 'closed' };

/** Reconnects only after a look at the session: the server ended it (4001), or the upgrade was refused. */
const SESSION_ENDED_CLOSE_CODE = 4001;

/**
 * The live socket's lifecycle: connecting (20 s at most), connected, backing off (1–5 s with jitter)
 * or checking the session first, waiting for a session that is not valid, and giving up after
 * failures in a row until the browser is back online (RETRY). The `socket` actor owns one WebSocket
 * for as long as the machine is online; `sessionCheck` asks the API whether the token still holds.
 */
export const liveSocketMachine = setup({
  types: {
    context: {} as { failures: number; askFirst: boolean; random: () => number },
    input: {} as { random?: () => number },
    events: {} as SocketReport | SocketCommand | Control,
    emitted: {} as SocketEmitted,
  },
  actors: {
    socket: fromCallback<SocketCommand>(({ sendBack }) => {
      sendBack({ type: 'NO_SESSION' });
    }),
    sessionCheck: fromPromise<boolean>(async () => true),
  },
  delays: {
    connectTimeout: CONNECT_TIMEOUT_MS,
    reconnect: ({ context }) => reconnectDelay(context.failures, context.random),
    sessionRecheck: SESSION_RECHECK_MS,
  },
  guards: {
    askFirst: ({ context }) => context.askFirst,
    tooManyFailures: ({ context }) => context.failures >= GIVE_UP_AFTER_FAILURES,
    sessionValid: (_, valid: boolean) => valid,
  },
  actions: {
    countFailure: assign({ failures: ({ context }) => context.failures + 1, askFirst: true }),
    resetFailures: assign({ failures: 0 }),
    noteClose: assign({ askFirst: (_, code: number | undefined) => code === SESSION_ENDED_CLOSE_CODE }),
    forward: sendTo('socket', (_, command: SocketCommand) => command),
  },
}).createMachine({
  id: 'liveSocket',
  context: ({ input }) => ({ failures: 0, askFirst: false, random: input.random ?? Math.random }),
  initial: 'stopped',
  on: { STOP: { target: '.stopped', actions: emit({ type: 'closed' }) } },
  states: {
    stopped: { on: { START: 'online' } },
    online: {
      invoke: { id: 'socket', src: 'socket' },
      initial: 'connecting',
      on: { NO_SESSION: 'stopped' },
      states: {
        connecting: {
          after: { connectTimeout: { target: 'failed' } },
          on: {
            OPENED: { target: 'connected', actions: ['resetFailures', emit({ type: 'opened' })] },
            CLOSED: 'failed',
          },
        },
        /** A connection that never opened: counted, and the session is asked about before the next. */
        failed: {
          entry: 'countFailure',
          always: [{ guard: 'tooManyFailures', target: '#liveSocket.gaveUp' }, { target: '#liveSocket.backingOff' }],
        },
        connected: {
          on: {
            MESSAGE: { actions: emit(({ event }) => ({ type: 'message' as const, data: event.data })) },
            SEND: { actions: { type: 'forward', params: ({ event }) => event } },
            CLOSED: {
              target: '#liveSocket.backingOff',
              actions: [{ type: 'noteClose', params: ({ event }) => event.code }, emit({ type: 'closed' })],
            },
          },
        },
      },
    },
    backingOff: {
      after: { reconnect: [{ guard: 'askFirst', target: 'checkingSession' }, { target: 'online' }] },
    },
    checkingSession: {
      invoke: {
        src: 'sessionCheck',
        onDone: [
          { guard: { type: 'sessionValid', params: ({ event }) => event.output }, target: 'online' },
          { target: 'waitingForSession' },
        ],
        // A check that cannot be made (the server is away) is no reason to stop trying.
        onError: 'online',
      },
    },
    waitingForSession: { after: { sessionRecheck: 'checkingSession' } },
    gaveUp: { on: { RETRY: { target: 'online', actions: 'resetFailures' } } },
  },
});
