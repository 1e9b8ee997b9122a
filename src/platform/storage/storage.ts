import type { Readable } from 'node:stream';

type StoredObject = { size: number; contentType: string };
export type ByteRange = { start: number; end: number }; // inclusive, like HTTP Range

/**
 * Where media bytes live: a folder on disk, or an S3 bucket. Keys are plain paths (see assertStorageKey);
 * every method refuses any other key with an Error before touching the store.
 */
export interface ObjectStorage {
  readonly kind: 'disk' | 's3';
  /** Stores the local file under `key`, whole or not at all (a reader never sees a half-written object). The local file stays; the caller removes it. */
  putFile(key: string, localPath: string, contentType: string): Promise<void>;
  /**
   * The object's bytes (all, or the inclusive range), or null when there is none. `size` is the whole
   * object's size, whatever the range. A range ending past the last byte ends at the last byte; one
   * starting past it (HTTP 416) or with start > end throws a RangeError.
   */
  get(key: string, range?: ByteRange): Promise<{ body: Readable; size: number; contentType: string } | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** Removes the object; no error when absent. */
  delete(key: string): Promise<void>;
  /** The keys that start with `prefix`, sorted. The prefix is '' (every key) or a key's beginning, possibly ending with '/'. */
  list(prefix: string): Promise<string[]>;
  /** A URL a browser may GET the object from directly for `seconds`, served with this content type and as an attachment/inline as told; null when the store cannot sign (disk: Tessera serves it itself). */
  signedGetUrl(
    key: string,
    seconds: number,
    options: { contentType: string; fileName?: string },
  ): Promise<string | null>;
}

const MAX_KEY_LENGTH = 512;
const SEGMENT = /^[A-Za-z0-9._-]+$/;

/** Throws a clear Error for a key that could escape its folder or is not plain: only [A-Za-z0-9._-] segments joined by '/', no '.' or '..' segment, no leading/trailing '/', at most 512 characters. */
export function assertStorageKey(key: string): void {
  const problem = keyProblem(key);
  if (problem) throw new Error(`Invalid storage key ${JSON.stringify(key)}: ${problem}`);
}

/** Throws a clear Error for a list prefix that is neither '' nor a valid key, optionally followed by '/'. */
export function assertStoragePrefix(prefix: string): void {
  if (prefix === '') return;
  const problem = keyProblem(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  if (problem) throw new Error(`Invalid storage prefix ${JSON.stringify(prefix)}: ${problem}`);
}

function keyProblem(key: string): string | undefined {
  if (key === '') return 'it is empty';
  if (key.length > MAX_KEY_LENGTH) return `it is longer than ${MAX_KEY_LENGTH} characters`;
  for (const segment of key.split('/')) {
    if (segment === '') return "it has an empty segment (a leading, trailing or double '/')";
    if (segment === '.' || segment === '..') return `it has a '${segment}' segment`;
    if (!SEGMENT.test(segment)) return 'only letters, digits, . _ - and / are allowed';
  }
  return undefined;
}

/** Throws a RangeError for a range no store could serve, whatever the object's size. */
export function assertByteRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end}`);
  }
}
