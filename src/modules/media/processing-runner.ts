import type { Database } from '../../platform/db/database';
import type { EventStore, RecordedEvent } from '../../platform/eventstore/types';
import type { Logger } from '../../platform/logger';
import type { ObjectStorage } from '../../platform/storage/storage';
import { followStore } from '../../platform/subscriptions/follower';
import { runMediaCommand } from './media-commands';
import type { UploadedMedia } from './store-upload';
import { deriveFromUpload } from './upload-derivatives';

/**
 * Processing jobs are events: an upload asks for one, and the job records when it starts, finishes
 * or fails. They run in one instance at a time (the follower's leader), at least once: a job cut
 * off by a crash runs again after a restart (`attempt` + 1), and ends failed after the last attempt,
 * so no media stays "processing" for ever.
 */
export function startMediaProcessing(deps: {
  database: Database;
  store: EventStore;
  storage: ObjectStorage;
  tempDir: string;
  logger: Logger;
}) {
  const { store, logger } = deps;
  async function run(event: RecordedEvent) {
    const upload = event.data as UploadedMedia;
    const meta = event.metadata as { orgId?: string; correlationId?: string };
    const context = {
      userId: 'system',
      orgId: meta.orgId ?? upload.orgId,
      correlationId: meta.correlationId ?? event.id,
      causationId: event.id,
    };
    const started = await runMediaCommand(
      store,
      upload.mediaId,
      { type: 'StartProcessing', mediaId: upload.mediaId },
      context,
    );
    if (started.events[0]?.type !== 'MediaProcessingStarted') return;
    try {
      const result = await deriveFromUpload(upload, deps);
      await runMediaCommand(store, upload.mediaId, { type: 'FinishProcessing', result }, context);
    } catch (err) {
      logger.warn({ err, mediaId: upload.mediaId }, 'media processing failed');
      const reason = err instanceof Error ? err.message : String(err);
      await runMediaCommand(
        store,
        upload.mediaId,
        { type: 'FailProcessing', mediaId: upload.mediaId, reason },
        context,
      );
    }
  }
  return followStore({
    ...deps,
    name: 'jobs:media',
    from: 'start',
    async onBatch(batch) {
      for (const event of batch) if (event.type === 'MediaUploaded') await run(event);
    },
  });
}
