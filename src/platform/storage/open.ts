import { join } from 'node:path';
import type { Config } from '../config';
import { createDiskStorage } from './disk';
import { createS3Storage } from './s3';
import type { ObjectStorage } from './storage';

/** The media store the settings ask for: the S3 bucket when one is set, else the `media` folder in the data folder. */
export function openStorage(config: Config): ObjectStorage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(join(config.dataDir, 'media'));
}
