import type { Database } from '../db/database';
import { inSpansOf } from '../telemetry/tracing';
import { leaseLog, whileLeader, type Backoff, type LeaderStatus } from '../db/leadership';
import { comparePositions, type EventStore, type Position, positionToString, START } from '../eventstore/types';
import type { Logger } from '../logger';
import { applyBatch, type EventSetAside, newSetAsideMemory, type SetAsideMemory } from './apply';
import { readTogether } from '../db/read-together';
import {
  deleteCheckpoint,
  readCheckpoint,
  readCheckpointOrStart,
  readCheckpoints,
  writeCheckpoint,
} from './checkpoints';
import { type CheckpointsLater, checkpointsLater } from './checkpoints-later';
import { FOLLOWER_BATCH_SIZE } from '../subscriptions/batch-size';
import type { Projection } from './projection';
import { type ReplayFilter, type ReplayOutcome, replaySetAside } from './replay';
import { forgetSetAside, listSetAside, type SetAsideStream, streamsSetAsideOf } from './set-aside';

const HEAD = 'head';

/** Events per read and per transaction; live batches are as small as what arrived. */
const BATCH_SIZE = FOLLOWER_BATCH_SIZE;

export type RunnerHooks = {
  backoff?: Backoff;
  /** Told how many events each batch applied (the metrics). */
  onApplied?(projection: string, events: number): void;
  /** Told of every event set aside (the metrics); the runner logs each itself. */
  onSetAside?(projection: string, events: number): void;
};

/**
 * Runs each projection in exactly one process (see whileLeader), catch-up then live. A failure
 * that may pass (the database away) is retried from the checkpoint, the same event again, with
 * growing pauses, and the status stays 'failed' until it gets past it. An event the projection
 * cannot apply is set aside with the rest of its stream (apply.ts), logged and counted, and
 * everything else goes on; an operator replays it once the code is fixed (replay.ts).
 */
export class ProjectionRunner {
  private readonly status = new Map<string, LeaderStatus>();
  private readonly leaders: Array<{ stop(): Promise<void> }> = [];
  /** Where each projection this process runs has got to, written or not. */
  private readonly reached = new Map<string, Position>();
  private readonly setAsideMemory = new Map<string, SetAsideMemory>();
  /** Checkpoints past batches a projection did not handle (this process's waitFor knows them at once). */
  private readonly skippedCheckpoints: CheckpointsLater;
  // What each projection reads as it starts, read together for every projection starting at the
  // same time (all of them, at start-up: three queries instead of sixty).
  private readonly checkpointOf = readTogether((names: string[]) => readCheckpoints(this.database.db, names));
  private readonly setAsideOf = readTogether((names: string[]) => streamsSetAsideOf(this.database.db, names));
  private readonly head = readTogether(async () => new Map([[HEAD, await this.store.headPosition()]]));

  constructor(
    private readonly database: Database,
    private readonly store: EventStore,
    private readonly projections: Projection[],
    private readonly logger: Logger,
    private readonly hooks: RunnerHooks = {},
  ) {
    this.skippedCheckpoints = checkpointsLater(database, logger);
  }

  start(): void {
    for (const projection of this.projections) {
      const leader = whileLeader(
        this.database.leases,
        `projection:${projection.name}`,
        async ({ progressed }) => {
          const after = (await this.checkpointOf(projection.name)) ?? START;
          this.reached.set(projection.name, after);
          const memory = await this.rememberSetAside(projection.name);
          // Nothing written past the checkpoint: a failure being retried was a read (e.g. a database blip), not an event.
          const upToDate = comparePositions(after, (await this.head(HEAD))!) >= 0;
          const subscription = this.store.subscribeToAll({ after, batchSize: BATCH_SIZE }, async (batch) => {
            const to = batch[batch.length - 1]!.position;
            const outcome = await inSpansOf(
              `projection ${projection.name}`,
              batch,
              { 'tessera.projection': projection.name, 'tessera.batch_events': batch.length },
              () => applyBatch(this.database, projection, batch, memory),
            );
            if (outcome.applied) this.reached.set(projection.name, to);
            else this.skipped(projection.name, to);
            if (outcome.setAside.length) this.reportSetAside(projection.name, outcome.setAside);
            this.hooks.onApplied?.(projection.name, batch.length);
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
          backoff: this.hooks.backoff,
        },
      );
      this.leaders.push(leader);
    }
  }

  /** The projection's memory of streams set aside, brought up to date with the table (another instance may have set some aside). */
  private async rememberSetAside(name: string): Promise<SetAsideMemory> {
    const known = (await this.setAsideOf(name)) ?? new Set<string>();
    const memory = this.setAsideMemory.get(name) ?? newSetAsideMemory();
    memory.streams = known;
    this.setAsideMemory.set(name, memory);
    return memory;
  }

  private reportSetAside(name: string, setAside: EventSetAside[]): void {
    for (const { event, reason } of setAside)
      this.logger.error(
        {
          projection: name,
          stream: event.streamId,
          eventType: event.type,
          version: event.version,
          position: positionToString(event.position),
          reason,
        },
        `projection ${name} set aside ${event.type} (${event.streamId}@${event.version}): ${reason}`,
      );
    this.hooks.onSetAside?.(name, setAside.length);
  }

  statuses(): Record<string, LeaderStatus> {
    return Object.fromEntries(this.projections.map((p) => [p.name, this.status.get(p.name) ?? 'standby']));
  }

  /** Remembers a position past a batch the projection did not handle; written a moment later, with others. */
  private skipped(name: string, to: Position): void {
    this.reached.set(name, to);
    this.skippedCheckpoints.later(name, to);
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

  /** Every stream with events set aside, by projection. */
  setAside(): Promise<SetAsideStream[]> {
    return listSetAside(this.database.db);
  }

  /** Applies again what was set aside (see replay.ts). */
  replaySetAside(filter?: ReplayFilter): Promise<ReplayOutcome> {
    return replaySetAside(this.database, this.store, this.projections, filter);
  }

  async stop(): Promise<void> {
    await Promise.all(this.leaders.map((l) => l.stop()));
    await this.skippedCheckpoints.flush();
  }
}

/**
 * Empties a projection and replays the whole store into it; the caller must be able to take its
 * lock. What was set aside is tried again with the rest, and set aside again if it still fails.
 */
export async function rebuildProjection(
  database: Database,
  store: EventStore,
  projection: Projection,
): Promise<{ events: number; setAside: number }> {
  const lock = await database.leases.tryTake(`projection:${projection.name}`);
  if (!lock) throw new Error(`Projection ${projection.name} is running in another process; stop it first.`);
  try {
    await database.db.transaction().execute(async (trx) => {
      await projection.reset(trx);
      await deleteCheckpoint(trx, projection.name);
      await forgetSetAside(trx, projection.name);
    });
    const memory = newSetAsideMemory();
    const read = (after: Position) => store.readAll({ after, maxCount: BATCH_SIZE });
    let next = read(await readCheckpointOrStart(database.db, projection.name));
    let events = 0;
    let setAside = 0;
    for (;;) {
      const batch = await next;
      if (batch.length === 0) return { events, setAside };
      // The next read overlaps this batch's transaction (on another connection where there is one).
      next = read(batch[batch.length - 1]!.position);
      next.catch(() => undefined);
      const outcome = await applyBatch(database, projection, batch, memory);
      if (!outcome.applied) await writeCheckpoint(database.db, projection.name, batch[batch.length - 1]!.position);
      events += batch.length;
      setAside += outcome.setAside.length;
    }
  } finally {
    await lock.release();
  }
}
