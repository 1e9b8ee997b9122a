import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { CONTENT_CODINGS, type ContentCoding, chooseCoding } from './accept-encoding';
import type { AppEnv } from './env';

/** The suffix of the build's pre-compressed sibling of a file for each coding (scripts/precompress.ts). */
const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };
/** What `serveStatic` refuses too: `.`/`..` segments, doubled or back slashes. */
const UNSAFE_PATH = /(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\/;

const statOf = (path: string): Promise<Stats | null> => stat(path).catch(() => null);

/**
 * Answers a GET or HEAD for a built file that has pre-compressed siblings, in the coding the client
 * prefers; the identity answer is left to `serveStatic` after it. A `Range` request always gets the
 * identity answer: ranges are of the file's own bytes, never of a compressed body.
 */
export function precompressedFiles(
  webRoot: string,
  cacheControlOf: (path: string) => string | undefined,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const requested = c.req.path;
    if (requested.includes('%') || UNSAFE_PATH.test(requested)) return next();
    let path = join(webRoot, requested);
    let file = await statOf(path);
    if (file?.isDirectory()) {
      path = join(path, 'index.html');
      file = await statOf(path);
    }
    if (!file?.isFile()) return next();
    const siblings = await Promise.all(CONTENT_CODINGS.map((coding) => statOf(path + SUFFIX[coding])));
    const offered = CONTENT_CODINGS.filter((_, i) => siblings[i]?.isFile());
    if (offered.length === 0) return next();

    // Caches must keep one answer per coding, the identity one included.
    c.header('Vary', 'Accept-Encoding', { append: true });
    const coding = c.req.header('Range') ? 'identity' : chooseCoding(c.req.header('Accept-Encoding'), offered);
    if (coding === 'identity') return next();

    const encoded = siblings[CONTENT_CODINGS.indexOf(coding)] as Stats;
    c.header('Content-Type', getMimeType(path) ?? 'application/octet-stream');
    c.header('Content-Encoding', coding);
    c.header('Content-Length', String(encoded.size));
    c.header('Last-Modified', file.mtime.toUTCString());
    const cacheControl = cacheControlOf(requested);
    if (cacheControl) c.header('Cache-Control', cacheControl);
    if (c.req.method === 'HEAD') return c.body(null, 200);
    const stream = Readable.toWeb(createReadStream(path + SUFFIX[coding])) as ReadableStream<Uint8Array>;
    return c.body(stream, 200);
  };
}
