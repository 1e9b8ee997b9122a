import { createHash } from 'node:crypto';

/** Array indexes come first in a JSON object's key order, by number, whatever order they were set in. */
const ARRAY_INDEX = /^(?:0|[1-9]\d{0,9})$/;
const isArrayIndex = (key: string) => ARRAY_INDEX.test(key) && Number(key) < 2 ** 32 - 1;
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** An object's keys in the order JSON.stringify writes an object whose keys were set in sorted order. */
function sortedKeys(value: object): string[] {
  const keys = Object.keys(value).sort(byCodeUnits);
  const indexes = keys.filter(isArrayIndex).sort((a, b) => Number(a) - Number(b));
  return indexes.length ? [...indexes, ...keys.filter((key) => !isArrayIndex(key))] : keys;
}

/**
 * Content is folded from events and never changed in place: a save makes new objects for what it
 * changed and keeps the rest, so each object's text is worked out once.
 */
const textOf = new WeakMap<object, string>();

/**
 * JSON with every object's keys sorted: equal content reads the same whichever order its fields were
 * set in. The same text as JSON.stringify with a replacer that sorts each object's keys; undefined
 * (and what JSON leaves out) for a value JSON has no text for.
 */
export function canonicalJson(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function')
    return canonicalJson((value as { toJSON(): unknown }).toJSON());
  const known = textOf.get(value);
  if (known !== undefined) return known;
  let text: string;
  if (Array.isArray(value)) {
    text = `[${value.map((item) => canonicalJson(item) ?? 'null').join(',')}]`;
  } else {
    const fields: string[] = [];
    for (const key of sortedKeys(value)) {
      const field = canonicalJson((value as Record<string, unknown>)[key]);
      if (field !== undefined) fields.push(`${JSON.stringify(key)}:${field}`);
    }
    text = `{${fields.join(',')}}`;
  }
  textOf.set(value, text);
  return text;
}

/** SPEC §3 course `hash`: a fingerprint of what learners would get (content and translations), nothing else. */
export const contentHash = (content: unknown) =>
  createHash('sha256')
    .update(canonicalJson(content) ?? '')
    .digest('base64url')
    .slice(0, 22);
