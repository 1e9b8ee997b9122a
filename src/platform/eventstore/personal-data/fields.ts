import type { PersonalKind } from './sealing';

/** One value of an event that belongs to a person: where it is in the event's data, and whose it is. */
export type PersonalField = { path: readonly (string | number)[]; subject: string; kind: PersonalKind };

/**
 * Per event type, the personal values in its data. Each module declares its own, next to its events;
 * the subject is always a person's user id, read from fields that are never sealed themselves.
 */
// biome-ignore lint/suspicious/noExplicitAny: each declaration reads its own event's data shape
export type PersonalFields = Record<string, (data: any) => PersonalField[]>;

/** A person's values among an object's keys, e.g. `{ name: 'firstName', email: 'email' }`; `at` is the object's path. */
export const personalValues = (
  subject: string,
  keys: Partial<Record<PersonalKind, string>>,
  at: readonly (string | number)[] = [],
): PersonalField[] =>
  (Object.entries(keys) as [PersonalKind, string][]).map(([kind, key]) => ({ path: [...at, key], subject, kind }));
