import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertByteRange, assertStorageKey, assertStoragePrefix, type ObjectStorage } from './storage';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
/** '~' is never in a key, so neither sidecars nor half-copied temp files can be taken for objects. */
const NOT_A_KEY = '~';
const CONTENT_TYPE_SUFFIX = `${NOT_A_KEY}type`;
/** What the file system answers for a key with no object: nothing there, a file where a folder is, a folder where a file is. */
const NO_OBJECT = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/**
 * Objects as files under `root/<key>`, each with its content type in a `<key>~type` sidecar.
 * Unlike S3, a key cannot also be the folder of other keys (`a` and `a/b`): storing the second fails.
 */
export function createDiskStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => join(root, ...key.split('/'));

  const contentTypeOf = async (path: string) =>
    (await orNull(readFile(`${path}${CONTENT_TYPE_SUFFIX}`, 'utf8'))) ?? DEFAULT_CONTENT_TYPE;

  return {
    kind: 'disk',

    async putFile(key, localPath, contentType) {
      assertStorageKey(key);
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Bytes first: a failed copy changes nothing. A reader between the two renames sees the new bytes with the old type.
      await replaceAtomically(path, (temp) => copyFile(localPath, temp));
      await replaceAtomically(`${path}${CONTENT_TYPE_SUFFIX}`, (temp) => writeFile(temp, contentType));
    },

    async get(key, range) {
      assertStorageKey(key);
      if (range) assertByteRange(range);
      const path = pathOf(key);
      // Size and bytes come from one open file, so a concurrent put (a rename) cannot mix two versions.
      const handle = await orNull(open(path, 'r'));
      if (!handle) return null;
      try {
        const file = await handle.stat();
        if (!file.isFile()) {
          await handle.close();
          return null;
        }
        if (range && range.start >= file.size) {
          throw new RangeError(
            `Byte range ${range.start}-${range.end} starts past the end of ${key} (${file.size} bytes)`,
          );
        }
        const contentType = await contentTypeOf(path);
        const body = handle.createReadStream(
          range ? { start: range.start, end: Math.min(range.end, file.size - 1) } : {},
        );
        return { body, size: file.size, contentType };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async stat(key) {
      assertStorageKey(key);
      const path = pathOf(key);
      const file = await orNull(stat(path));
      if (!file?.isFile()) return null;
      return { size: file.size, contentType: await contentTypeOf(path) };
    },

    async delete(key) {
      assertStorageKey(key);
      const path = pathOf(key);
      await orNull(unlink(path));
      await orNull(unlink(`${path}${CONTENT_TYPE_SUFFIX}`));
    },

    async list(prefix) {
      assertStoragePrefix(prefix);
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      const keys = await keysUnder(join(root, folder), folder);
      return keys.filter((k) => k.startsWith(prefix)).sort();
    },

    async signedGetUrl(key) {
      assertStorageKey(key);
      return null;
    },
  };
}

/** Writes a temp file beside `path`, flushes it to disk, and renames it over `path`. */
async function replaceAtomically(path: string, write: (temp: string) => Promise<void>): Promise<void> {
  const temp = `${path}${NOT_A_KEY}${randomUUID()}.tmp`;
  try {
    await write(temp);
    const handle = await open(temp, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The keys of every object in `folder` and below, each prefixed with `keyPrefix`. */
async function keysUnder(folder: string, keyPrefix: string): Promise<string[]> {
  const entries = (await orNull(readdir(folder, { withFileTypes: true }))) ?? [];
  const keys: string[] = [];
  for (const entry of entries) {
    if (entry.name.includes(NOT_A_KEY)) continue;
    if (entry.isDirectory()) keys.push(...(await keysUnder(join(folder, entry.name), `${keyPrefix}${entry.name}/`)));
    else if (entry.isFile()) keys.push(`${keyPrefix}${entry.name}`);
  }
  return keys;
}

/** The promise's value, or null when it fails because there is no object there. */
async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (NO_OBJECT.has((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
}
