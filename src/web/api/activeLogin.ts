/**
 * SPEC §4: the "active login detected" flag, set by a 409 (the account signed in elsewhere) and
 * cleared by any success. Every call that reaches the server reports its status here.
 */
let detected = false;
const listeners = new Set<() => void>();

export function noteResponseStatus(status: number): void {
  const next = status === 409 ? true : status >= 200 && status < 300 ? false : detected;
  if (next === detected) return;
  detected = next;
  for (const listener of listeners) listener();
}

export const isActiveLoginDetected = (): boolean => detected;

export function subscribeActiveLogin(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
