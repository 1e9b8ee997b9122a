/**
 * The event store port. Stream versions count from 0 (the first event of a stream has version 0).
 * A global position is a pair: EventStoreDB's (commit, prepare), or for the Postgres store the
 * writing transaction id and the row's sequence number. Positions compare as tuples.
 */
export type Position = { commit: bigint; prepare: bigint };

export const START: Position = { commit: 0n, prepare: 0n };

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export const positionToString = (p: Position): string => `${p.commit}/${p.prepare}`;

export function positionFromString(text: string): Position | null {
  const match = /^(\d{1,20})\/(\d{1,20})$/.exec(text);
  return match ? { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) } : null;
}

export type ExpectedVersion = 'no_stream' | 'stream_exists' | 'any' | number;

export type EventMetadata = Record<string, unknown>;

export type NewEvent = {
  id?: string;
  type: string;
  data: unknown;
  metadata?: EventMetadata;
};

export type RecordedEvent = {
  id: string;
  streamId: string;
  version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  position: Position;
  recordedAt: Date;
};

export type AppendResult = { nextVersion: number; position: Position };

export type ReadStreamOptions = {
  direction?: 'forwards' | 'backwards';
  /** Inclusive; defaults to the start (forwards) or the end (backwards). */
  fromVersion?: number;
  maxCount?: number;
};

export type ReadAllOptions = {
  /** Exclusive: events strictly after this position. */
  after?: Position;
  maxCount?: number;
  /** Only events of these streams (and of those `streamPrefixes` names, when both are given). */
  streams?: string[];
  /** Only events of streams whose names start with one of these. */
  streamPrefixes?: string[];
};

/** Called with batches of events in global order; a rejection stops the subscription. */
export type BatchHandler = (events: RecordedEvent[]) => Promise<void>;

export type Subscription = {
  stop(): Promise<void>;
  /** Settles when the subscription ends: resolves on stop(), rejects with the handler's or store's error. */
  done: Promise<void>;
};

export interface EventStore {
  appendToStream(
    streamId: string,
    events: NewEvent[],
    options: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catch-up from `after`, then live, until stopped. */
  subscribeToAll(options: { after?: Position; batchSize?: number }, handler: BatchHandler): Subscription;
  /** The position of the newest event a reader may see now (START when the store is empty). */
  headPosition(): Promise<Position>;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    /** The stream's current version, or 'no_stream'. */
    readonly actual: number | 'no_stream',
  ) {
    super(`Wrong expected version for ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedVersionError';
  }
}
