import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EventStore } from '../../platform/eventstore/types';
import { newId } from '../../platform/ids';
import type { ObjectStorage } from '../../platform/storage/storage';
import { runMediaCommand } from './media-commands';
import { mediaKey, type UploadedMedia } from './store-upload';
import { MEDIA_ID_LENGTH } from './variants';

/** Keeps an image Tessera made (a generated thumbnail) as an upload of its own: in the library, with its sizes. */
export async function storeGeneratedJpeg(
  deps: { store: EventStore; storage: ObjectStorage; tempDir: string },
  made: { orgId: string; courseId: string; userId: string; name: string; jpeg: Buffer; width: number; height: number },
  correlationId: string,
): Promise<UploadedMedia> {
  const mediaId = newId(MEDIA_ID_LENGTH);
  await mkdir(deps.tempDir, { recursive: true });
  const path = join(deps.tempDir, `${randomUUID()}.jpg`);
  try {
    await writeFile(path, made.jpeg);
    await deps.storage.putFile(mediaKey(mediaId, 'original.jpg'), path, 'image/jpeg');
  } finally {
    await rm(path, { force: true });
  }
  const upload: UploadedMedia = {
    mediaId,
    orgId: made.orgId,
    courseId: made.courseId,
    kind: 'image',
    name: made.name,
    contentType: 'image/jpeg',
    file: 'original.jpg',
    size: made.jpeg.length,
    width: made.width,
    height: made.height,
    uploadedBy: made.userId,
  };
  await runMediaCommand(
    deps.store,
    mediaId,
    { type: 'Upload', upload },
    {
      userId: made.userId,
      orgId: made.orgId,
      correlationId,
    },
  );
  return upload;
}
