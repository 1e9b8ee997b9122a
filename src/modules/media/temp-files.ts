import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Runs `work` with a fresh path in `tempDir`, removed afterwards whatever happens. */
export async function withTempFile<T>(
  tempDir: string,
  extension: string,
  work: (path: string) => Promise<T>,
): Promise<T> {
  await mkdir(tempDir, { recursive: true });
  const path = join(tempDir, `${randomUUID()}.${extension}`);
  try {
    return await work(path);
  } finally {
    await rm(path, { force: true });
  }
}

/** The same with a folder, for work that makes several files. */
export async function withTempDir<T>(tempDir: string, work: (dir: string) => Promise<T>): Promise<T> {
  await mkdir(tempDir, { recursive: true });
  const dir = await mkdtemp(join(tempDir, 'work-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
