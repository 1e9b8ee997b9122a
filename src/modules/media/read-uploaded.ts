import { buffer } from 'node:stream/consumers';
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
    return buffer(object.body);
  };
}
