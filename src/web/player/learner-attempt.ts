import { randomUuid } from '../uuid';

export const attemptKey = (moduleId: string) => `tessera.attempt.${moduleId}`;

/** A share-link learner's attempt at a module: its xAPI registration, and whether this opening continues it. */
export type Attempt = { registration: string; resumed: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function knownRegistration(storage: Storage, key: string): string | null {
  try {
    const known = storage.getItem(key);
    return known && UUID.test(known) ? known : null;
  } catch {
    return null;
  }
}

/**
 * The attempt lives as long as the learner's progress kept in this browser (`hasProgress`): opened
 * with progress and the attempt's registration, the attempt goes on; otherwise a new one starts,
 * its registration kept for the next visit. Storage that is off or refuses keeps nothing: each
 * opening is then an attempt of its own.
 */
export function learnerAttempt(storage: Storage | null, moduleId: string, hasProgress: boolean): Attempt {
  const key = attemptKey(moduleId);
  const known = hasProgress && storage ? knownRegistration(storage, key) : null;
  if (known) return { registration: known, resumed: true };
  const registration = randomUuid();
  try {
    storage?.setItem(key, registration);
  } catch {
    // Private modes and full storage refuse writes: the attempt is this visit's alone.
  }
  return { registration, resumed: false };
}
