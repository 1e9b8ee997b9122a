/**
 * One deadline for a whole piece of work, every retry of it included: `signal` aborts when the
 * deadline passes (its reason a TimeoutError) or when `outer` aborts (with `outer`'s reason).
 * A plain timer holds the controller: Node drops an `AbortSignal.timeout` inside `AbortSignal.any`
 * once garbage collection runs, and the work then runs on past its time.
 */
export function deadline(ms: number, outer: AbortSignal): { signal: AbortSignal; end(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')), ms);
  const follow = () => controller.abort(outer.reason);
  if (outer.aborted) follow();
  else outer.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    end() {
      clearTimeout(timer);
      outer.removeEventListener('abort', follow);
    },
  };
}

/** Whether a signal stopped because its deadline passed. */
export const deadlinePassed = (signal: AbortSignal) =>
  signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError';

/**
 * The work's outcome, or `signal`'s reason as soon as it aborts: a client sleeping between its
 * retries (the openai client waits out a server's Retry-After) cannot hold the caller past it.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}
