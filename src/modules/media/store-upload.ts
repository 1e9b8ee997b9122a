import { randomUUID } from 'node:crypto';
import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { badRequest } from '../../platform/errors';
import type { ObjectStorage } from '../../platform/storage/storage';
import { writeWithoutMetadata } from './ffmpeg';
import { parseVtt } from './speech/vtt';
import { imageSize, writeCleanImage } from './clean-image';
import type { MediaEvent } from './events';
import { identifyFile } from './identify-file';
import { receiveToTempFile } from './receive-upload';
import type { UploadClaims } from './upload-token';

export type UploadedMedia = Extract<MediaEvent, { type: 'MediaUploaded' }>['data'];

/** A captions file must read as WebVTT; the author is told the first thing wrong with it. */
async function assertCaptions(path: string) {
  const parsed = parseVtt(await readFile(path, 'utf8'));
  if ('error' in parsed) throw badRequest(`These captions cannot be used: ${parsed.error}`);
}

/** The storage key of one of a media's files. */
export const mediaKey = (mediaId: string, file: string) => `${mediaId}/${file}`;

/**
 * Receives one file for the capability `claims`: counted to its limit, identified by its bytes,
 * an image checked from its header and written again without metadata, a video or audio copied
 * into a new file without its metadata, then stored whole. A file
 * refused on the way leaves nothing stored; the temporary copies are always removed.
 */
export async function storeUpload(
  body: ReadableStream<Uint8Array> | null,
  claims: UploadClaims,
  deps: { storage: ObjectStorage; tempDir: string },
): Promise<UploadedMedia> {
  const received = await receiveToTempFile(body, claims.limit, deps.tempDir);
  const cleaned = join(deps.tempDir, `${randomUUID()}.clean`);
  const cleanups = [received.path, cleaned];
  try {
    const { contentType, extension } = await identifyFile(received.path, claims.kind, claims.declaredType);
    let stored = received.path;
    let size: { width: number; height: number } | undefined;
    if (claims.kind === 'captions') await assertCaptions(received.path);
    if (claims.kind === 'video' || claims.kind === 'audio') {
      const remuxed = join(deps.tempDir, `${randomUUID()}.${extension}`);
      cleanups.push(remuxed);
      const copied = await writeWithoutMetadata(received.path, remuxed, extension).catch((err: Error) => {
        throw badRequest(err.message);
      });
      if (copied) stored = remuxed;
    }
    if (claims.kind === 'image') {
      size = await imageSize(received.path);
      if (contentType !== 'image/svg+xml') {
        await writeCleanImage(received.path, cleaned, contentType);
        stored = cleaned;
      }
    }
    const file = `original.${extension}`;
    await deps.storage.putFile(mediaKey(claims.mediaId, file), stored, contentType);
    const { size: bytes } = await stat(stored);
    return {
      mediaId: claims.mediaId,
      orgId: claims.orgId,
      courseId: claims.courseId,
      kind: claims.kind,
      name: claims.name,
      contentType,
      file,
      size: bytes,
      ...size,
      uploadedBy: claims.userId,
    };
  } finally {
    await Promise.all(cleanups.map((path) => rm(path, { force: true })));
  }
}
