import { join } from 'node:path';
import type { Config } from '../config';
import { createDiskStorage } from './disk';
import type { ObjectStorage } from './storage';

/**
 * The media store the settings ask for: the S3 bucket when one is set (its client loaded only then),
 * else the `media` folder in the data folder.
 */
export async function openStorage(config: Config): Promise<ObjectStorage> {
  return config.s3
    ? (await import('./s3')).createS3Storage(config.s3)
    : createDiskStorage(join(config.dataDir, 'media'));
}
