import { join } from 'node:path';
import type { ObjectStorage } from '../../platform/storage/storage';
import { downloadStored } from './download-stored';
import type { MediaEvent } from './events';
import { durationOf, writePoster } from './ffmpeg';
import { writeImageVariants } from './image-variants';
import { mediaKey, type UploadedMedia } from './store-upload';
import { withTempDir } from './temp-files';
import { hasVariants } from './variants';

type Processed = Extract<MediaEvent, { type: 'MediaProcessed' }>['data'];

/**
 * What an upload's processing job makes of it (processing-runner.ts runs the jobs): an image's sizes
 * and formats; a video's duration and poster; audio's duration (captions and documents need none).
 */
export async function deriveFromUpload(
  upload: UploadedMedia,
  deps: { storage: ObjectStorage; tempDir: string },
): Promise<Processed> {
  const { storage } = deps;
  if (upload.kind === 'captions' || upload.kind === 'document')
    return { mediaId: upload.mediaId, courseId: upload.courseId, variants: [] };
  return withTempDir(deps.tempDir, async (dir) => {
    const original = join(dir, upload.file);
    await downloadStored(storage, mediaKey(upload.mediaId, upload.file), original);
    if (upload.kind === 'image') {
      if (!hasVariants(upload.contentType) || !upload.width)
        return { mediaId: upload.mediaId, courseId: upload.courseId, variants: [] };
      const written = await writeImageVariants(original, upload.width, dir);
      for (const v of written)
        await storage.putFile(mediaKey(upload.mediaId, v.path.slice(dir.length + 1)), v.path, `image/${v.format}`);
      return {
        mediaId: upload.mediaId,
        courseId: upload.courseId,
        variants: written.map(({ width, format, size }) => ({ width, format, size })),
      };
    }
    const durationSeconds = await durationOf(original);
    if (upload.kind === 'audio')
      return { mediaId: upload.mediaId, courseId: upload.courseId, variants: [], durationSeconds };
    const poster = join(dir, 'poster.jpg');
    await writePoster(original, poster, durationSeconds);
    await storage.putFile(mediaKey(upload.mediaId, 'poster.jpg'), poster, 'image/jpeg');
    return { mediaId: upload.mediaId, courseId: upload.courseId, variants: [], durationSeconds, poster: true };
  });
}
