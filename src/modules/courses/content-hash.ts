import { createHash } from 'node:crypto';

/** JSON with every object's keys sorted: equal content reads the same whichever order its fields were set in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** SPEC §3 course `hash`: a fingerprint of what learners would get (content and translations), nothing else. */
export const contentHash = (content: unknown) =>
  createHash('sha256').update(canonicalJson(content)).digest('base64url').slice(0, 22);
