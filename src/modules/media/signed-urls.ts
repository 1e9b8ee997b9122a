import type { ObjectStorage } from '../../platform/storage/storage';
import { mediaFileOf } from './requests';
import { mediaKey } from './store-upload';
import { mediaFileUrl } from './variants';

/** How long a signed URL of the store holds. */
const SIGNED_URL_SECONDS = 15 * 60;

/**
 * A URL a browser may fetch an uploaded file from: the store's own signed URL where it signs (S3),
 * else Tessera's address of the file (unguessable, served inert). Null when the file is gone.
 */
export function signedFileUrl(storage: ObjectStorage) {
  return async (mediaId: string, file: string): Promise<string | null> => {
    const key = mediaKey(mediaId, file);
    const stat = await storage.stat(key);
    if (!stat) return null;
    return (
      (await storage.signedGetUrl(key, SIGNED_URL_SECONDS, { contentType: stat.contentType })) ??
      mediaFileUrl(mediaId, file)
    );
  };
}

/** The same for any address: an upload's is signed, any other is given back as it is. */
export function signedUrlOf(storage: ObjectStorage) {
  const signed = signedFileUrl(storage);
  return async (url: string): Promise<string> => {
    const file = mediaFileOf(url);
    return (file && (await signed(file.mediaId, file.file))) ?? url;
  };
}
