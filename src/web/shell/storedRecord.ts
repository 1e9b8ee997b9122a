import * as z from 'zod/mini';

/** The browser's localStorage, or null where storage is turned off (a sandboxed frame, blocked storage). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A JSON value kept under one localStorage key: null when it is missing, unreadable or of another shape. */
export function readStored<T>(key: string, schema: z.core.$ZodType<T>): T | null {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    const parsed = z.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps a JSON value under one key; a full or unavailable storage only loses the local copy. */
export function writeStored(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // The server keeps the same progress; the local copy is only its fallback (SPEC §8).
  }
}
