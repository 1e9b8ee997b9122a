import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { StatusCode } from 'hono/utils/http-status';
import { type ContentCoding, chooseCoding } from './accept-encoding';
import { brotliParamsFor } from './brotli-params';
import type { AppEnv } from './env';

type HeaderRecord = Record<string, string | string[]>;

/** JSON and its `+json` dialects (problem+json); not NDJSON exports, which stream. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
/** A handler that varies its answer on Accept-Encoding chose the coding itself (a cached, pre-compressed body). */
const HANDLER_CHOSE_CODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
/** Below this, the headers of a compressed answer cost about what compression saves. */
export const COMPRESS_MIN_BYTES = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);
/**
 * Below this, compressing on the event loop takes it less time than handing the work to the thread
 * pool and taking the result back (a save's 5.5 KB answer, four at once: 52 µs of loop against 117,
 * and 66 µs of CPU against 169); above it the loop's share of the thread pool's way stays small
 * while the work grows (55 KB: 114 µs of loop against 324). `npm run bench:json-compression`.
 */
export const COMPRESS_ON_LOOP_BELOW_BYTES = 16 * 1024;
/**
 * Per answer, so speed over the last per cent. On module JSON, brotli 4 takes half of brotli 5's
 * time from about 50 KB up and two thirds to nine tenths of it on a few KB, for 3 to 11 % more bytes
 * (`npm run bench:json-compression`); both stay well under gzip 6's size.
 */
export const JSON_BROTLI_QUALITY = 4;
const brotliOptions = (body: Uint8Array) => ({ params: brotliParamsFor(body.byteLength, JSON_BROTLI_QUALITY) });
const GZIP_OPTIONS = { level: 6 };
const ENCODE: Record<ContentCoding, (body: Uint8Array) => Buffer | Promise<Buffer>> = {
  br: (body) =>
    body.byteLength < COMPRESS_ON_LOOP_BELOW_BYTES
      ? brotliCompressSync(body, brotliOptions(body))
      : toBrotli(body, brotliOptions(body)),
  gzip: (body) =>
    body.byteLength < COMPRESS_ON_LOOP_BELOW_BYTES ? gzipSync(body, GZIP_OPTIONS) : toGzip(body, GZIP_OPTIONS),
};

/** The text of each JSON answer `c.json` made, so it need not be read back out of its Response. */
const jsonTextOf = new WeakMap<Response, string>();

/** `c.json` as hono writes it (JSON.stringify, Content-Type unless given), keeping the text it made. */
function keepJsonText(c: Context<AppEnv>) {
  const body = c.body as (text: string, arg?: ResponseInit | StatusCode, headers?: HeaderRecord) => Response;
  c.json = ((object: unknown, arg?: ResponseInit | StatusCode, headers?: HeaderRecord) => {
    const text = JSON.stringify(object);
    const res = body(text, arg, { 'Content-Type': 'application/json', ...headers });
    jsonTextOf.set(res, text);
    return res;
  }) as unknown as typeof c.json;
}

/**
 * Puts `res` in place of the answer as it is. Hono's setter would merge the headers of the answer
 * it replaces by rebuilding `res` around its body as a web stream, which the server then pipes;
 * `res` was made with those headers already.
 */
function replaceAnswer(c: Context<AppEnv>, res: Response) {
  c.res = undefined;
  c.res = res;
}

/**
 * JSON answers of 1 KB or more, brotli or gzip as the client prefers. A JSON answer is a whole string
 * already, so it is compressed whole and sent with its exact compressed Content-Length; everything
 * else (files, zips, CSV and NDJSON streams, the websocket upgrade) passes untouched. An ETag stays
 * as it is, so a learner's `If-None-Match` still matches; `Vary` keeps the codings apart in caches.
 * An answer already encoded, or already varying on Accept-Encoding (its handler chose the coding
 * from bytes it compressed once), is not touched either.
 */
export function compressJson() {
  return createMiddleware<AppEnv>(async (c, next) => {
    keepJsonText(c);
    await next();
    const res = c.res;
    const declared = res.headers.get('Content-Length');
    // Headers and status first: asking for the body turns the server's lightweight answer into a full Response.
    if (
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      HANDLER_CHOSE_CODING.test(res.headers.get('Vary') ?? '') ||
      !JSON_TYPE.test(res.headers.get('Content-Type') ?? '') ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '') ||
      (declared !== null && Number(declared) < COMPRESS_MIN_BYTES)
    ) {
      return;
    }
    const text = jsonTextOf.get(res);
    if (text === undefined && !res.body) return;
    const body = text !== undefined ? Buffer.from(text) : new Uint8Array(await res.arrayBuffer());
    const coding = body.byteLength < COMPRESS_MIN_BYTES ? 'identity' : chooseCoding(c.req.header('Accept-Encoding'));
    if (coding === 'identity') {
      // A body read out of its Response is gone from it.
      if (text === undefined) replaceAnswer(c, new Response(body, res));
      return;
    }
    const encoded = new Uint8Array(await ENCODE[coding](body));
    const compressed = new Response(encoded, res);
    compressed.headers.append('Vary', 'Accept-Encoding');
    compressed.headers.set('Content-Length', String(encoded.byteLength));
    compressed.headers.set('Content-Encoding', coding);
    replaceAnswer(c, compressed);
  });
}
