import { Readable } from 'node:stream';
import type { ByteRange } from './storage';

export type ServedRange = { start: number; length: number; size: number };

/** Which bytes a GET answer holds and how big the whole object is, from its Content-Range (none: the whole object). */
export function servedRange(contentRange: string | undefined, contentLength: number): ServedRange {
  const match = /^bytes (\d+)-\d+\/(\d+)$/.exec(contentRange ?? '');
  return match
    ? { start: Number(match[1]), length: contentLength, size: Number(match[2]) }
    : { start: 0, length: contentLength, size: contentLength };
}

/**
 * Exactly the bytes of `range` out of a body holding the `served` bytes. A server may send more
 * than asked: HTTP lets it ignore a Range, and s3rver answers `bytes=0-0` with the whole object.
 */
export function narrowToRange(body: Readable, served: ServedRange, range: ByteRange): Readable {
  const skip = range.start - served.start;
  const take = Math.min(range.end, served.size - 1) - range.start + 1;
  if (skip < 0) {
    body.destroy();
    throw new Error(`The store sent bytes from ${served.start} when asked from ${range.start}`);
  }
  if (skip === 0 && served.length === take) return body;
  return Readable.from(window(body, skip, take), { objectMode: false });
}

async function* window(body: Readable, skip: number, take: number): AsyncGenerator<Buffer> {
  let position = 0;
  let remaining = take;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    const from = Math.max(0, skip - position);
    position += chunk.length;
    if (from >= chunk.length) continue;
    const piece = chunk.subarray(from, from + remaining);
    remaining -= piece.length;
    yield piece;
    // Returning ends the loop, which destroys the body: the rest is never downloaded.
    if (remaining === 0) return;
  }
}
