import type { Kysely, Transaction } from 'kysely';
import type { Migrations } from '../db/migrations';
import type { RecordedEvent } from '../eventstore/types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ProjectionTransaction = Transaction<any> | Kysely<any>;

/** A read model: its tables, how each event changes them, and how to empty them for a rebuild. */
export type Projection = {
  name: string;
  migrations: Migrations;
  /** Event types it reacts to; others only move its checkpoint. */
  handles: ReadonlySet<string>;
  apply(trx: ProjectionTransaction, event: RecordedEvent): Promise<void>;
  reset(trx: ProjectionTransaction): Promise<void>;
};
