import { sql } from 'kysely';
import { everyNow } from './sweep';
import type { Db } from '../db/database';

/**
 * Values that may be used once (request signatures), remembered in the `seen_nonces` table until
 * they expire, so a value used on one instance is refused on every other.
 */
export function createNonceStore(db: Db, now: () => number = Date.now) {
  const sweep = everyNow(60_000, now, (at) => sql`DELETE FROM seen_nonces WHERE expires_at <= ${at}`.execute(db));
  return {
    /** True the first time `nonce` is claimed before it expires; false when it was already used. */
    async claim(nonce: string, ttlMs: number): Promise<boolean> {
      await sweep();
      const at = now();
      // An expired row not yet swept is taken over, as if it were not there.
      const { rows } = await sql`
        INSERT INTO seen_nonces AS n (nonce, expires_at) VALUES (${nonce}, ${at + ttlMs})
        ON CONFLICT (nonce) DO UPDATE SET expires_at = excluded.expires_at WHERE n.expires_at <= ${at}
        RETURNING nonce`.execute(db);
      return rows.length === 1;
    },
  };
}
export type NonceStore = ReturnType<typeof createNonceStore>;
