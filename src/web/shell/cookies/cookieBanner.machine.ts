import { assign, setup } from 'xstate';
import { queryToken } from '../../api/embedding';
import { getToken } from '../../api/session';
import { cookiesAvailable } from './cookiesAvailable';
import { postCancelToHost } from './hostMessages';

/** SPEC §9: how long to wait for a token, and how often to look. */
export const COOKIE_WAIT_MS = 1000;
export const COOKIE_POLL_MS = 10;

/** SPEC §4: the banner shows when cookies are unavailable and no token turned up within 1 s. */
export const cookieBannerMachine = setup({
  types: { context: {} as { waitedMs: number }, events: {} as { type: 'CLOSE' } },
  guards: {
    tokenFound: () => getToken() !== null || queryToken() !== null,
    waitedLongEnough: ({ context }) => context.waitedMs >= COOKIE_WAIT_MS,
    cookiesBlocked: () => !cookiesAvailable(),
  },
  actions: {
    countPoll: assign({ waitedMs: ({ context }) => context.waitedMs + COOKIE_POLL_MS }),
    postCancelToHost: () => postCancelToHost(),
  },
  delays: { poll: COOKIE_POLL_MS },
}).createMachine({
  id: 'cookieBanner',
  context: { waitedMs: 0 },
  initial: 'watching',
  states: {
    watching: {
      always: [
        { guard: 'tokenFound', target: 'hidden' },
        { guard: 'waitedLongEnough', target: 'deciding' },
      ],
      after: { poll: { target: 'watching', reenter: true, actions: 'countPoll' } },
    },
    deciding: {
      always: [{ guard: 'cookiesBlocked', target: 'shown' }, { target: 'hidden' }],
    },
    shown: {
      on: { CLOSE: { target: 'closed', actions: 'postCancelToHost' } },
    },
    hidden: { type: 'final' },
    closed: { type: 'final' },
  },
});
