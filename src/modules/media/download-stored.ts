import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { ObjectStorage } from '../../platform/storage/storage';

/** Copies a stored file to a local path, for the tools that need one (sharp, ffmpeg). */
export async function downloadStored(storage: ObjectStorage, key: string, target: string) {
  const object = await storage.get(key);
  if (!object) throw new Error('The file to work on is no longer there');
  await pipeline(object.body, createWriteStream(target));
}
