import { mediaIdsOf } from '../../media';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { newZipArchive } from '../../../platform/zip-archive';
import type { Db } from '../../../platform/db/database';
import type { EventStore, RecordedEvent } from '../../../platform/eventstore/types';
import type { ProjectionWait } from '../../../platform/http/stale-reads';
import {
  ORGANISATION_STREAMS,
  streamsOfOrganisation,
} from '../../../platform/projections/organisation-streams-queries';
import type { ObjectStorage } from '../../../platform/storage/storage';

/** Secrets an export never carries, whoever asks: hashes of passwords and of link secrets. */
const KEPT_BACK = new Set(['passwordHash', 'tokenHash']);

const ofOrganisation = (orgId: string) => (e: RecordedEvent) => (e.metadata as { orgId?: unknown }).orgId === orgId;

const exportedEvent = (e: RecordedEvent) => ({
  version: e.version,
  type: e.type,
  recordedAt: e.recordedAt.toISOString(),
  data: JSON.parse(JSON.stringify(e.data), (key, value) => (KEPT_BACK.has(key) ? '[kept back]' : value)),
  metadata: e.metadata,
});

/**
 * Everything the organisation holds, as a zip streamed while it is made: `streams/<stream>.json`
 * (its events, personal values as they read now: an erased person's are erased), `media/<id>/…`
 * (every stored file of its uploads) and `manifest.json`.
 */
export function organisationExport(
  deps: { store: EventStore; db: Db; storage: ObjectStorage; waitForProjection: ProjectionWait },
  orgId: string,
): Readable {
  const out = new PassThrough();
  void (async () => {
    const archive = await newZipArchive();
    archive.on('error', (err) => out.destroy(err));
    archive.pipe(out);
    // One entry at a time: a store of many files is never opened all at once, and a slow reader slows the reading.
    const add = (source: string | Readable, name: string) => {
      const added = once(archive, 'entry');
      archive.append(source, { name });
      return added;
    };
    const belongs = ofOrganisation(orgId);
    // Every stream the organisation has written to up to now: the index of them has caught up with the store.
    await deps.waitForProjection(ORGANISATION_STREAMS, await deps.store.headPosition());
    const streams = await streamsOfOrganisation(deps.db, orgId);
    for (const streamId of streams) {
      const events = (await deps.store.readStream(streamId)).filter(belongs).map(exportedEvent);
      await add(JSON.stringify({ stream: streamId, events }, null, 2), `streams/${streamId}.json`);
    }
    const media = await mediaIdsOf(deps.db, orgId);
    let files = 0;
    for (const mediaId of media) {
      for (const key of await deps.storage.list(`${mediaId}/`)) {
        const object = await deps.storage.get(key);
        if (!object) continue;
        await add(object.body, `media/${key}`);
        files++;
      }
    }
    const manifest = { organisation: orgId, exportedAt: new Date().toISOString(), streams: streams.length, files };
    await add(JSON.stringify(manifest, null, 2), 'manifest.json');
    await archive.finalize();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
