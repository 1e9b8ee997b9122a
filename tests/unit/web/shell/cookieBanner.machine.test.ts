import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  COOKIE_POLL_MS,
  COOKIE_WAIT_MS,
  cookieBannerMachine,
} from '../../../../src/web/shell/cookies/cookieBanner.machine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function startBanner(world: { token: () => boolean; cookies: boolean }) {
  const posted: string[] = [];
  let looks = 0;
  const machine = cookieBannerMachine.provide({
    guards: {
      tokenFound: () => {
        looks++;
        return world.token();
      },
      cookiesBlocked: () => !world.cookies,
    },
    actions: { postCancelToHost: () => void posted.push('cancel') },
  });
  const actor = createActor(machine).start();
  return { actor, posted, looks: () => looks, state: () => actor.getSnapshot().value };
}

describe('blocked-cookies banner machine', () => {
  it('shows after 1 s without a token when cookies are blocked, looking every 10 ms meanwhile', () => {
    const banner = startBanner({ token: () => false, cookies: false });
    vi.advanceTimersByTime(COOKIE_WAIT_MS - COOKIE_POLL_MS);
    expect(banner.state()).toBe('watching');
    expect(banner.looks()).toBe(COOKIE_WAIT_MS / COOKIE_POLL_MS);
    vi.advanceTimersByTime(COOKIE_POLL_MS);
    expect(banner.state()).toBe('shown');
  });

  it('never shows when a token turns up within the second', () => {
    let now = 0;
    const banner = startBanner({ token: () => now >= 730, cookies: false });
    for (let t = 0; t < 2000; t += COOKIE_POLL_MS) {
      now = t;
      vi.advanceTimersByTime(COOKIE_POLL_MS);
    }
    expect(banner.state()).toBe('hidden');
  });

  it('never shows when cookies work, token or not', () => {
    const banner = startBanner({ token: () => false, cookies: true });
    vi.advanceTimersByTime(COOKIE_WAIT_MS * 3);
    expect(banner.state()).toBe('hidden');
  });

  it('closing it posts the cancel message to the host page once', () => {
    const banner = startBanner({ token: () => false, cookies: false });
    vi.advanceTimersByTime(COOKIE_WAIT_MS);
    banner.actor.send({ type: 'CLOSE' });
    banner.actor.send({ type: 'CLOSE' });
    expect(banner.state()).toBe('closed');
    expect(banner.posted).toEqual(['cancel']);
  });
});
