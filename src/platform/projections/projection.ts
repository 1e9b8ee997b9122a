import type { Transaction } from 'kysely';
import type { Migrations } from '../db/migrations';
import type { RecordedEvent } from '../eventstore/types';
import type { Db } from '../db/database';

export type ProjectionTransaction = Transaction<object> | Db;

/** A read model: its tables, how each event changes them, and how to empty them for a rebuild. */
export type Projection = {
  name: string;
  migrations: Migrations;
  /** Event types it reacts to; others only move its checkpoint. */
  handles: ReadonlySet<string>;
  apply(trx: ProjectionTransaction, event: RecordedEvent): Promise<void>;
  /**
   * Optional: the same as `apply` on each event in turn, in fewer round trips. Given only the
   * events it handles, in order; the runner uses it when present.
   */
  applyBatch?(trx: ProjectionTransaction, events: RecordedEvent[]): Promise<void>;
  reset(trx: ProjectionTransaction): Promise<void>;
};
