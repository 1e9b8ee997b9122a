import type { Kysely } from 'kysely';

/**
 * The database handle. Queries are `sql` templates that name their row types per query: the tables
 * belong to the projections and modules that create them, so no one schema type lists them all.
 */
export type Db = Kysely<object>;

/** A held Postgres advisory lock; released explicitly or when its connection ends. */
export type HeldLock = { release(): Promise<void>; lost: Promise<void> };

/** A statement whose text never changes: PostgreSQL parses and plans it once per connection. */
export type PreparedStatement = { name: string; text: string };

/** The database as the rest of the code sees it, whatever engine is behind it (PGlite or PostgreSQL). */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a prepared statement with `values` for its $1, $2, …; PGlite, in-process, runs it as it comes. */
  runPrepared<Row>(statement: PreparedStatement, values: unknown[]): Promise<Row[]>;
  /** Runs `onMessage` for every NOTIFY on `channel` until the returned function is called. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Takes a session-level advisory lock on its own connection, or returns null when another session holds it. */
  tryLock(name: string): Promise<HeldLock | null>;
  close(): Promise<void>;
};
