import type { Database } from '../db/database';
import { leaseLog, whileLeader, type Backoff, type LeaderStatus } from '../db/leadership';
import { comparePositions, type EventStore, type Position, type RecordedEvent } from '../eventstore/types';
import type { Logger } from '../logger';
import { readCheckpoint, writeCheckpoint } from '../projections/checkpoints';
import { checkpointsLater } from '../projections/checkpoints-later';
import { FOLLOWER_BATCH_SIZE } from './batch-size';

export type StoreFollower = { status(): LeaderStatus; stop(): Promise<void> };

/**
 * Follows the store in global order in one process at a time (an advisory-lock leader), handing
 * each batch to `onBatch` and then saving a checkpoint, a moment later with the other followers'
 * (checkpoints-later.ts) and at once when it stops: at-least-once, so `onBatch` must tolerate a
 * repeat. A batch that fails is retried from the checkpoint after a growing pause, so nothing
 * is skipped. A follower with no checkpoint yet starts at the head (news only) or at the start
 * (everything ever written).
 */
export function followStore(deps: {
  database: Database;
  store: EventStore;
  name: string;
  from: 'head' | 'start';
  onBatch: (batch: RecordedEvent[]) => Promise<void>;
  logger: Logger;
  backoff?: Backoff;
}): StoreFollower {
  const { database, store, name, from, onBatch, logger } = deps;
  const checkpoints = checkpointsLater(database, logger);
  let status: LeaderStatus = 'standby';
  /** The last position this process knows the follower at: its checkpoint when it started, then each batch's. */
  let at: Position | undefined;
  const leader = whileLeader(
    database.leases,
    name,
    async ({ progressed }) => {
      let after = (await readCheckpoint(database.db, name)) ?? undefined;
      if (!after && from === 'head') {
        // Remembered at once, so a first batch that fails is retried rather than skipped for a newer head.
        after = await store.headPosition();
        await writeCheckpoint(database.db, name, after);
      }
      at = after;
      // Nothing written past the checkpoint: a failure being retried was a read (e.g. a database blip), not a batch.
      const upToDate = after !== undefined && comparePositions(after, await store.headPosition()) >= 0;
      const subscription = store.subscribeToAll({ after, batchSize: FOLLOWER_BATCH_SIZE }, async (batch) => {
        await onBatch(batch);
        at = batch[batch.length - 1]!.position;
        checkpoints.later(name, at);
        progressed();
      });
      if (upToDate) progressed();
      return {
        done: subscription.done,
        async stop() {
          await subscription.stop();
          await checkpoints.flush();
        },
      };
    },
    {
      onStatus: (s) => (status = s),
      onLease: leaseLog(logger, name, () => at),
      onFailed: (err, retryInMs) => logger.error({ err, retryInMs }, `${name} failed; retrying from its checkpoint`),
      backoff: deps.backoff,
    },
  );
  return { status: () => status, stop: () => leader.stop() };
}
