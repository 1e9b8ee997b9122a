import type { Database } from '../db/database';
import { whileLeader } from '../db/leadership';
import type { EventStore, RecordedEvent } from '../eventstore/types';
import type { Logger } from '../logger';
import { readCheckpoint, writeCheckpoint } from '../projections/checkpoints';

/**
 * Follows the store in global order in one process at a time (an advisory-lock leader), handing
 * each batch to `onBatch` and then saving a checkpoint: at-least-once, so `onBatch` must tolerate
 * a repeat after a crash. A follower with no checkpoint yet starts at the head (news only) or at
 * the start (everything ever written).
 */
export function followStore(deps: {
  database: Database;
  store: EventStore;
  name: string;
  from: 'head' | 'start';
  onBatch: (batch: RecordedEvent[]) => Promise<void>;
  logger: Logger;
}) {
  const { database, store, name, from, onBatch, logger } = deps;
  return whileLeader(
    database,
    name,
    async () => {
      const after = (await readCheckpoint(database.db, name)) ?? (from === 'head' ? await store.headPosition() : undefined);
      return store.subscribeToAll({ after, batchSize: 500 }, async (batch) => {
        await onBatch(batch);
        await writeCheckpoint(database.db, name, batch[batch.length - 1]!.position);
      });
    },
    { onStatus: () => undefined, onFailed: (err) => logger.error({ err }, `${name} stopped`) },
  );
}
