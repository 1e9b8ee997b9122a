import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from '../../../src/modules/identity/attempts';

const MINUTE = 60_000;

describe('attempt limiter', () => {
  const clock = () => {
    let t = 1_000_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it('blocks a key after max failures inside the window until the oldest one leaves it', () => {
    const time = clock();
    const limiter = createAttemptLimiter({ max: 3, windowMs: 15 * MINUTE, now: time.now });
    limiter.fail('a');
    time.advance(MINUTE);
    limiter.fail('a');
    expect(limiter.retryAfterMs('a')).toBe(0);
    limiter.fail('a');
    expect(limiter.retryAfterMs('a')).toBe(14 * MINUTE);
    expect(limiter.retryAfterMs('b')).toBe(0);
    time.advance(14 * MINUTE - 1);
    expect(limiter.retryAfterMs('a')).toBe(1);
    time.advance(1);
    expect(limiter.retryAfterMs('a')).toBe(0);
    // One more failure blocks again until the second-oldest expires, a minute later.
    limiter.fail('a');
    expect(limiter.retryAfterMs('a')).toBe(MINUTE);
  });

  it('failures older than the window do not count; clear forgets a key', () => {
    const time = clock();
    const limiter = createAttemptLimiter({ max: 2, windowMs: MINUTE, now: time.now });
    limiter.fail('a');
    time.advance(MINUTE);
    limiter.fail('a');
    expect(limiter.retryAfterMs('a')).toBe(0);
    limiter.fail('a');
    expect(limiter.retryAfterMs('a')).toBe(MINUTE);
    limiter.clear('a');
    expect(limiter.retryAfterMs('a')).toBe(0);
  });
});
