import type { Database } from '../db/database';
import { inSpansOf } from '../telemetry/tracing';
import { leaseLog, whileLeader, type Backoff, type LeaderStatus } from '../db/leadership';
import { comparePositions, type EventStore, type Position, type RecordedEvent } from '../eventstore/types';
import type { Logger } from '../logger';
import {
  deleteCheckpoint,
  readCheckpoint,
  readCheckpointOrStart,
  writeCheckpoint,
  writeCheckpoints,
} from './checkpoints';
import type { Projection, ProjectionTransaction } from './projection';

/** Events per read and per transaction; live batches are as small as what arrived. */
const BATCH_SIZE = 2000;

export class ProjectionError extends Error {
  constructor(
    readonly projection: string,
    /** The event that failed, or the first of the batch that failed as a whole. */
    readonly event: RecordedEvent,
    cause: unknown,
    batchSize = 1,
  ) {
    super(
      `Projection ${projection} failed on ${event.type} (${event.streamId}@${event.version}, position ` +
        `${event.position.commit}/${event.position.prepare}${batchSize > 1 ? `, first of a batch of ${batchSize}` : ''}): ` +
        `${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'ProjectionError';
  }
}

async function project(trx: ProjectionTransaction, projection: Projection, events: RecordedEvent[]): Promise<void> {
  if (projection.applyBatch) {
    try {
      await projection.applyBatch(trx, events);
    } catch (error) {
      throw new ProjectionError(projection.name, events[0]!, error, events.length);
    }
    return;
  }
  for (const event of events) {
    try {
      await projection.apply(trx, event);
    } catch (error) {
      throw new ProjectionError(projection.name, event, error);
    }
  }
}

/**
 * Applies the events of a batch the projection handles and moves the checkpoint, in one
 * transaction: a crash repeats nothing and loses nothing. Returns false, having written nothing,
 * when it handles none of them.
 */
async function applyBatch(database: Database, projection: Projection, batch: RecordedEvent[]): Promise<boolean> {
  const handled = batch.filter((event) => projection.handles.has(event.type));
  if (handled.length === 0) return false;
  await database.db.transaction().execute(async (trx) => {
    await project(trx, projection, handled);
    await writeCheckpoint(trx, projection.name, batch[batch.length - 1]!.position);
  });
  return true;
}

/**
 * How long the checkpoint past a batch a projection did not handle may wait to be written (live,
 * most batches are none of a projection's business). Lost in a crash, it only makes the projection
 * read those events again; this process's waitFor knows it at once.
 */
const SKIPPED_CHECKPOINT_MS = 50;

/**
 * Runs each projection in exactly one process (see whileLeader), catch-up then live. A projection
 * that throws is retried from its checkpoint, the same event again, with growing pauses: it never
 * skips an event, and its status stays 'failed' while it keeps failing.
 */
export class ProjectionRunner {
  private readonly status = new Map<string, LeaderStatus>();
  private readonly leaders: Array<{ stop(): Promise<void> }> = [];
  /** Where each projection this process runs has got to, written or not. */
  private readonly reached = new Map<string, Position>();
  private readonly unwritten = new Map<string, Position>();
  private writing: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly store: EventStore,
    private readonly projections: Projection[],
    private readonly logger: Logger,
    private readonly backoff?: Backoff,
    /** Told how many events each batch applied (the metrics). */
    private readonly onApplied?: (projection: string, events: number) => void,
  ) {}

  start(): void {
    for (const projection of this.projections) {
      const leader = whileLeader(
        this.database.leases,
        `projection:${projection.name}`,
        async ({ progressed }) => {
          const after = await readCheckpointOrStart(this.database.db, projection.name);
          this.reached.set(projection.name, after);
          // Nothing written past the checkpoint: a failure being retried was a read (e.g. a database blip), not an event.
          const upToDate = comparePositions(after, await this.store.headPosition()) >= 0;
          const subscription = this.store.subscribeToAll({ after, batchSize: BATCH_SIZE }, async (batch) => {
            const to = batch[batch.length - 1]!.position;
            const applied = await inSpansOf(
              `projection ${projection.name}`,
              batch,
              { 'tessera.projection': projection.name, 'tessera.batch_events': batch.length },
              () => applyBatch(this.database, projection, batch),
            );
            if (applied) this.reached.set(projection.name, to);
            else this.skipped(projection.name, to);
            this.onApplied?.(projection.name, batch.length);
            progressed();
          });
          if (upToDate) progressed();
          return subscription;
        },
        {
          onStatus: (s) => this.status.set(projection.name, s),
          onLease: leaseLog(this.logger, `projection:${projection.name}`, () => this.reached.get(projection.name)),
          onFailed: (err, retryInMs) =>
            this.logger.error(
              { err, projection: projection.name, retryInMs },
              `projection ${projection.name} failed; retrying the same event`,
            ),
          backoff: this.backoff,
        },
      );
      this.leaders.push(leader);
    }
  }

  statuses(): Record<string, LeaderStatus> {
    return Object.fromEntries(this.projections.map((p) => [p.name, this.status.get(p.name) ?? 'standby']));
  }

  /** Remembers a position past a batch the projection did not handle; every such position is written a moment later, together. */
  private skipped(name: string, to: Position): void {
    this.reached.set(name, to);
    this.unwritten.set(name, to);
    this.writing ??= setTimeout(() => void this.writeSkipped(), SKIPPED_CHECKPOINT_MS);
  }

  private async writeSkipped(): Promise<void> {
    clearTimeout(this.writing);
    this.writing = undefined;
    if (this.unwritten.size === 0) return;
    const positions = new Map(this.unwritten);
    this.unwritten.clear();
    // Checkpoints only move forward: a batch's own transaction having written a newer one is fine.
    await writeCheckpoints(this.database.db, positions).catch((err) =>
      this.logger.warn({ err }, 'could not write checkpoints; those projections will read some events again'),
    );
  }

  /** Resolves true once `name` has applied everything up to `position` (read-your-writes), false on timeout. */
  async waitFor(name: string, position: Position, timeoutMs = 3000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const here = this.reached.get(name);
      if (here && comparePositions(here, position) >= 0) return true;
      const at = await readCheckpoint(this.database.db, name);
      if (at && comparePositions(at, position) >= 0) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.leaders.map((l) => l.stop()));
    await this.writeSkipped();
  }
}

/** Empties a projection and replays the whole store into it; the caller must be able to take its lock. */
export async function rebuildProjection(
  database: Database,
  store: EventStore,
  projection: Projection,
): Promise<{ events: number }> {
  const lock = await database.leases.tryTake(`projection:${projection.name}`);
  if (!lock) throw new Error(`Projection ${projection.name} is running in another process; stop it first.`);
  try {
    await database.db.transaction().execute(async (trx) => {
      await projection.reset(trx);
      await deleteCheckpoint(trx, projection.name);
    });
    const read = (after: Position) => store.readAll({ after, maxCount: BATCH_SIZE });
    let next = read(await readCheckpointOrStart(database.db, projection.name));
    let events = 0;
    for (;;) {
      const batch = await next;
      if (batch.length === 0) return { events };
      // The next read overlaps this batch's transaction (on another connection where there is one).
      next = read(batch[batch.length - 1]!.position);
      next.catch(() => undefined);
      if (!(await applyBatch(database, projection, batch)))
        await writeCheckpoint(database.db, projection.name, batch[batch.length - 1]!.position);
      events += batch.length;
    }
  } finally {
    await lock.release();
  }
}
