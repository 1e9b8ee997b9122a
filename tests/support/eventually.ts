/** Reads until `ok` holds or the time is up, and returns the last value read: the caller asserts on it. */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Waits until `check` holds; throws when it does not in time. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  if (!(await eventually(check, Boolean, timeoutMs))) throw new Error('condition not met in time');
}
