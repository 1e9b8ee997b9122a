import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AppError, badRequest } from '../../platform/errors';

const sizeLabel = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${+(bytes / 1024 ** 3).toFixed(1)} GB`
    : bytes >= 1024 ** 2
      ? `${+(bytes / 1024 ** 2).toFixed(1)} MB`
      : `${Math.ceil(bytes / 1024)} KB`;

export const tooLarge = (limit: number) =>
  new AppError('payload_too_large', `This file is larger than the ${sizeLabel(limit)} allowed`);

/**
 * Streams a request body to a new file in `tempDir`, counting bytes: past `limit` the upload is cut
 * off with 413 (a body without Content-Length is counted; one with it was refused before). A body
 * that breaks off leaves nothing behind.
 */
export async function receiveToTempFile(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  tempDir: string,
): Promise<{ path: string; size: number }> {
  if (!body) throw badRequest('The request has no file in its body');
  await mkdir(tempDir, { recursive: true });
  const path = join(tempDir, `${randomUUID()}.part`);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > limit ? tooLarge(limit) : null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), counter, createWriteStream(path));
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
  if (size === 0) {
    await rm(path, { force: true });
    throw badRequest('The file is empty');
  }
  return { path, size };
}
