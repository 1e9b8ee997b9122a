/** Runs `work` at most once per `everyMs` (per process): deleting expired rows need not happen on every call. */
export function everyNow(everyMs: number, now: () => number, work: (at: number) => Promise<unknown>) {
  let last = -Infinity;
  return async (): Promise<void> => {
    const at = now();
    if (at - last < everyMs) return;
    last = at;
    await work(at);
  };
}
