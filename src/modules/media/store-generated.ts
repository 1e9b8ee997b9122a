import type { EventStore } from '../../platform/eventstore/types';
import { newId } from '../../platform/ids';
import type { ObjectStorage } from '../../platform/storage/storage';
import type { MediaKind } from './events';
import { runMediaCommand } from './media-commands';
import { mediaKey, type UploadedMedia } from './store-upload';
import { MEDIA_ID_LENGTH } from './variants';

export type GeneratedFile = {
  orgId: string;
  courseId: string;
  userId: string;
  kind: MediaKind;
  name: string;
  contentType: string;
  extension: string;
  /** A local file, stored as it is (the caller removes it). */
  path: string;
  size: number;
  width?: number;
  height?: number;
};

/** Keeps a file Tessera made (a thumbnail, captions, an avatar video) as an upload of its own: in the library, processed like any. */
export async function storeGeneratedFile(
  deps: { store: EventStore; storage: ObjectStorage },
  made: GeneratedFile,
  correlationId: string,
): Promise<UploadedMedia> {
  const mediaId = newId(MEDIA_ID_LENGTH);
  const file = `original.${made.extension}`;
  await deps.storage.putFile(mediaKey(mediaId, file), made.path, made.contentType);
  const upload: UploadedMedia = {
    mediaId,
    orgId: made.orgId,
    courseId: made.courseId,
    kind: made.kind,
    name: made.name,
    contentType: made.contentType,
    file,
    size: made.size,
    ...(made.width ? { width: made.width, height: made.height } : {}),
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
