import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { contentSecurityPolicy } from '../../platform/http/security-headers';
import type { AppEnv } from '../../platform/http/env';
import type { ByteRange, ObjectStorage } from '../../platform/storage/storage';

/**
 * Media are served as inert files: the type found in their bytes, no sniffing, and a sandbox with
 * nothing allowed, so even an SVG opened on its own runs no script on Tessera's origin.
 */
const MEDIA_POLICY = contentSecurityPolicy({
  sandbox: [],
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
});

/** What a page shows in place (images, video, audio, captions); anything else (a document) is only ever downloaded. */
const shownInPlace = (contentType: string) => /^(image|video|audio)\//.test(contentType) || contentType === 'text/vtt';

/** A file under a media id never changes (a new upload is a new id). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The one range of `Range: bytes=a-b` (or `a-`, or `-n`), or null when absent, several or unsatisfiable. */
function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/** Streams a stored object (or the requested range of it) with the headers above; null when there is none. */
export async function serveStoredFile(
  c: Context<AppEnv>,
  storage: ObjectStorage,
  key: string,
): Promise<Response | null> {
  const stat = await storage.stat(key);
  if (!stat) return null;
  const range = parseRange(c.req.header('range'), stat.size);
  const headers = new Headers({
    'Content-Type': stat.contentType,
    'Content-Security-Policy': MEDIA_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': IMMUTABLE,
    'Accept-Ranges': 'bytes',
  });
  if (!shownInPlace(stat.contentType)) headers.set('Content-Disposition', 'attachment');
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${stat.size}`);
    return new Response(null, { status: 416, headers });
  }
  const object = await storage.get(key, range ?? undefined);
  if (!object) return null;
  const length = range ? range.end - range.start + 1 : stat.size;
  headers.set('Content-Length', String(length));
  if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
  const body = c.req.method === 'HEAD' ? null : (Readable.toWeb(object.body) as ReadableStream<Uint8Array>);
  if (!body) object.body.destroy();
  return new Response(body, { status: range ? 206 : 200, headers });
}
