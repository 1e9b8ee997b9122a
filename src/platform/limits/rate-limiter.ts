import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { everyNow } from './sweep';
import type { Db } from '../db/database';

export type RateLimit = { max: number; windowMs: number };

/**
 * A fixed-window counter per key in the `rate_limit_hits` table, so every instance on the
 * database counts together. Each hit is one atomic upsert (a new window starts once the old one
 * has ended). Keys are stored hashed: they hold emails and addresses.
 *
 * Not rate-limiter-flexible: its Postgres store drives a `pg` client or pool itself and creates
 * its table at run time, while this code reaches PostgreSQL and PGlite alike through Kysely and
 * migrations; the one upsert below is all of it that is needed.
 */
export function createRateLimiter(db: Db, name: string, limit: RateLimit, now: () => number = Date.now) {
  const stored = (key: string) => createHash('sha256').update(`${name}\n${key}`).digest('base64url');
  const sweep = everyNow(60_000, now, (at) => sql`DELETE FROM rate_limit_hits WHERE resets_at <= ${at}`.execute(db));

  return {
    /** Milliseconds until the key may try again; 0 when it may now. */
    async retryAfterMs(key: string): Promise<number> {
      const at = now();
      const { rows } = await sql<{ hits: number; resets_at: string }>`
        SELECT hits, resets_at::text FROM rate_limit_hits WHERE key = ${stored(key)} AND resets_at > ${at}`.execute(db);
      const row = rows[0];
      return row && row.hits >= limit.max ? Number(row.resets_at) - at : 0;
    },
    /** Counts one hit; returns how long the key must now wait before the next (0 while under the limit). */
    async hit(key: string): Promise<number> {
      await sweep();
      const at = now();
      const { rows } = await sql<{ hits: number; resets_at: string }>`
        INSERT INTO rate_limit_hits AS r (key, hits, resets_at) VALUES (${stored(key)}, 1, ${at + limit.windowMs})
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.resets_at <= ${at} THEN 1 ELSE r.hits + 1 END,
          resets_at = CASE WHEN r.resets_at <= ${at} THEN ${at + limit.windowMs} ELSE r.resets_at END
        RETURNING hits, resets_at::text`.execute(db);
      const row = rows[0]!;
      return row.hits > limit.max ? Number(row.resets_at) - at : 0;
    },
    /** Takes back one hit (an attempt that turned out not to count). */
    async forgive(key: string): Promise<void> {
      await sql`UPDATE rate_limit_hits SET hits = hits - 1 WHERE key = ${stored(key)} AND hits > 0`.execute(db);
    },
    async clear(key: string): Promise<void> {
      await sql`DELETE FROM rate_limit_hits WHERE key = ${stored(key)}`.execute(db);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
