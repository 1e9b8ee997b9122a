import type { ObjectStorage } from '../../platform/storage/storage';
import { mediaFileOf } from './requests';
import { mediaKey } from './store-upload';

/** The bytes of an uploaded file from its path (for packages that carry their media), or null when the path is not one. */
export function uploadedFileReader(storage: ObjectStorage) {
  return async (path: string): Promise<Buffer | null> => {
    const file = path.startsWith('/api/media/files/') ? mediaFileOf(path) : null;
    if (!file) return null;
    const object = await storage.get(mediaKey(file.mediaId, file.file));
    if (!object) throw new Error('is an upload that no longer exists');
    // Not stream/consumers' buffer(): it gathers the chunks into a Blob and copies them out again,
    // three times the CPU of one concat for a package's media.
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
}
