import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDiskStorage } from '../../../src/platform/storage/disk';
import { describeStorageContract } from './contract';

describeStorageContract('disk', async () => {
  const root = await mkdtemp(join(tmpdir(), 'tessera-disk-storage-'));
  return {
    storage: createDiskStorage(root),
    close: () => rm(root, { recursive: true, force: true }),
  };
});
