/**
 * A token bucket: `burst` messages at once, refilled at `perSecond`. `now` is injectable so the
 * refill can be tested without waiting.
 */
export function createTokenBucket(
  limit: { burst: number; perSecond: number },
  now: () => number = performance.now.bind(performance),
) {
  let tokens = limit.burst;
  let at = now();
  return {
    /** Takes one token; false when there is none left. */
    take(): boolean {
      const t = now();
      tokens = Math.min(limit.burst, tokens + ((t - at) / 1000) * limit.perSecond);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
