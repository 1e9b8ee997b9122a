/**
 * Failed attempts per key in a sliding window. In memory, per process: with several instances
 * behind a load balancer each counts its own, so the effective limit is that many times higher.
 */
const MAX_KEYS = 10_000;

export function createAttemptLimiter(options: { max: number; windowMs: number; now?: () => number }) {
  const { max, windowMs, now = Date.now } = options;
  const failures = new Map<string, number[]>();

  const recent = (key: string, at: number) => {
    const kept = (failures.get(key) ?? []).filter((t) => t > at - windowMs);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  return {
    /** Milliseconds until the key may try again; 0 when it may now. */
    retryAfterMs(key: string): number {
      const at = now();
      const kept = recent(key, at);
      return kept.length < max ? 0 : kept[kept.length - max]! + windowMs - at;
    },
    fail(key: string): void {
      const at = now();
      failures.set(key, [...recent(key, at), at].slice(-max));
      // Keys nobody asks about again (a spray of unknown emails) are dropped once in a while.
      if (failures.size > MAX_KEYS) for (const k of failures.keys()) recent(k, at);
    },
    clear(key: string): void {
      failures.delete(key);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
