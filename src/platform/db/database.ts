import type { Kysely } from 'kysely';

/** A held Postgres advisory lock; released explicitly or when its connection ends. */
export type HeldLock = { release(): Promise<void>; lost: Promise<void> };

/** The database as the rest of the code sees it, whatever engine is behind it (PGlite or PostgreSQL). */
export type Database = {
  kind: 'pglite' | 'postgres';
  // The schema is spread over modules and projections; each declares its own row types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  /** Runs `onMessage` for every NOTIFY on `channel` until the returned function is called. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Takes a session-level advisory lock on its own connection, or returns null when another session holds it. */
  tryLock(name: string): Promise<HeldLock | null>;
  close(): Promise<void>;
};
