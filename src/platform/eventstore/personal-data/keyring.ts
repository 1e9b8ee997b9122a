import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { KEY_BYTES } from './sealing';

/** The people's keys, shared by every instance through the database. */
export type Keyring = {
  /** The keys of these subjects that exist (erased and unknown subjects are absent). */
  keysOf(subjects: Iterable<string>): Promise<Map<string, Uint8Array>>;
  /** The subject's key, made on first use. */
  keyFor(subject: string): Promise<Uint8Array>;
  /** Deletes the keys: every value sealed with them is unreadable from now on, everywhere. */
  forget(subjects: string[]): Promise<void>;
};

/**
 * Keys are remembered for `ttlMs` (and absences too), so reading a stream asks the database only for
 * people it has not seen lately. Another instance stops opening an erased person's values within `ttlMs`.
 */
export function createKeyring(db: Db, ttlMs = 30_000, now = () => Date.now()): Keyring {
  const cache = new Map<string, { key: Uint8Array | undefined; until: number }>();
  const remember = (subject: string, key: Uint8Array | undefined) => {
    cache.delete(subject);
    cache.set(subject, { key, until: now() + ttlMs });
    if (cache.size > 10_000) cache.delete(cache.keys().next().value!);
  };
  const fresh = (subject: string) => {
    const hit = cache.get(subject);
    return hit !== undefined && hit.until > now() ? hit : undefined;
  };

  return {
    async keysOf(subjects) {
      const found = new Map<string, Uint8Array>();
      const missing: string[] = [];
      for (const subject of new Set(subjects)) {
        const hit = fresh(subject);
        if (hit === undefined) missing.push(subject);
        else if (hit.key) found.set(subject, hit.key);
      }
      if (missing.length) {
        const { rows } = await sql<{ subject: string; key: Uint8Array }>`
          SELECT subject, key FROM personal_data_keys WHERE subject = ANY(${missing}::text[])`.execute(db);
        const loaded = new Map(rows.map((r) => [r.subject, new Uint8Array(r.key)]));
        for (const subject of missing) {
          remember(subject, loaded.get(subject));
          const key = loaded.get(subject);
          if (key) found.set(subject, key);
        }
      }
      return found;
    },
    async keyFor(subject) {
      const hit = fresh(subject);
      if (hit?.key) return hit.key;
      await sql`INSERT INTO personal_data_keys (subject, key) VALUES (${subject}, ${randomBytes(KEY_BYTES)})
                ON CONFLICT (subject) DO NOTHING`.execute(db);
      const { rows } = await sql<{ key: Uint8Array }>`
        SELECT key FROM personal_data_keys WHERE subject = ${subject}`.execute(db);
      const key = new Uint8Array(rows[0]!.key);
      remember(subject, key);
      return key;
    },
    async forget(subjects) {
      await sql`DELETE FROM personal_data_keys WHERE subject = ANY(${subjects}::text[])`.execute(db);
      for (const subject of subjects) remember(subject, undefined);
    },
  };
}
