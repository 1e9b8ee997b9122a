import { buffer } from 'node:stream/consumers';
import type { ObjectStorage } from '../../platform/storage/storage';
import { fileParam } from './requests';
import { mediaKey } from './store-upload';

const FILE_PATH = /^\/api\/media\/files\/([^/]+)\/([^/]+)$/;

/** The bytes of an uploaded file from its address (for packages that carry their media), or null when the path is not one. */
export function uploadedFileReader(storage: ObjectStorage) {
  return async (path: string): Promise<Buffer | null> => {
    const match = FILE_PATH.exec(path);
    const parsed = match ? fileParam.safeParse({ mediaId: match[1], file: match[2] }) : null;
    if (!parsed?.success) return null;
    const object = await storage.get(mediaKey(parsed.data.mediaId, parsed.data.file));
    if (!object) throw new Error('is an upload that no longer exists');
    return buffer(object.body);
  };
}
