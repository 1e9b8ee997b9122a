import type { Kysely } from 'kysely';

/**
 * The database handle, untyped: the tables belong to the modules that create them, so no one schema
 * type lists them all. Each module types its own with `withTables` (read-models/tables.ts, described
 * by platform/db/columns.ts) for its simple reads; the rest are `sql` templates naming their row types.
 */
export type Db = Kysely<object>;

/** A held Postgres advisory lock; released explicitly or when its connection ends. */
export type HeldLock = {
  release(): Promise<void>;
  /** Resolves when the lock is lost with its connection. */
  lost: Promise<void>;
  /** Resolves when this instance holds more than its share (another joined): stop the work and release, so one with less takes it. */
  handOn: Promise<void>;
};

/** This process's advisory locks ("leases"): a piece of work that must run once runs where its lease is held. */
export type Leases = {
  /** The lease if no other process holds it now, else null. */
  tryTake(name: string): Promise<HeldLock | null>;
  /**
   * Resolves once this process holds the lease, waiting while another holds it or while this one
   * holds its share of the leases; calls `onWaiting` once if it was not granted at the first ask.
   * Rejects when `signal` aborts.
   */
  take(name: string, signal: AbortSignal, onWaiting?: () => void): Promise<HeldLock>;
  /** Every lease this process has asked for, with the instance holding it now (null: nobody). */
  holders(): Promise<Record<string, string | null>>;
  /** This instance is shutting down: the others stop counting it in their shares, and it takes nothing more. */
  leave(): Promise<void>;
  close(): Promise<void>;
};

/** A statement whose text never changes: PostgreSQL parses and plans it once per connection. */
export type PreparedStatement = { name: string; text: string };

/** The database as the rest of the code sees it, whatever engine is behind it (PGlite or PostgreSQL). */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a prepared statement with `values` for its $1, $2, …; PGlite, in-process, runs it as it comes. */
  runPrepared<Row>(statement: PreparedStatement, values: unknown[]): Promise<Row[]>;
  /**
   * Runs `onMessage` for every NOTIFY on `channel` until the returned function is called. A lost
   * connection comes back by itself, and then `onMessage('')` runs once: anything sent meanwhile was missed.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  leases: Leases;
  /** The connection pool's use now (PostgreSQL; PGlite is one connection and has none). */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};
