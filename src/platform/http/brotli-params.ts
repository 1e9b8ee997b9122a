import { constants } from 'node:zlib';

/** A window of w bits holds 2^w − 16 bytes (RFC 7932 §9.1). */
const WINDOW_MARGIN = 16;

/**
 * Brotli parameters for one whole text of `bytes` bytes. The window is fitted to the text: a
 * window that holds the whole text loses nothing, while brotli's default (4 MB) makes every small
 * answer allocate and clear buffers of that size, which was about half the CPU of compressing a
 * save's 5.5 KB answer (`npm run bench:json-compression`).
 */
export function brotliParamsFor(bytes: number, quality: number): Record<number, number> {
  const window = Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + WINDOW_MARGIN))),
  );
  return {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    [constants.BROTLI_PARAM_LGWIN]: window,
  };
}
