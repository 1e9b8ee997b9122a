import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliParamsFor } from '../../../src/platform/http/brotli-params';

/** A JSON text of about `bytes` bytes whose repeats lie far apart, as a module's blocks do. */
function jsonOf(bytes: number): Buffer {
  const blocks = [];
  for (let i = 0; JSON.stringify(blocks).length < bytes; i++)
    blocks.push({ id: `block${i}`, type: 'TextBlockComponent', data: { html: `<p>Paragraph ${i * 7919}.</p>` } });
  return Buffer.from(JSON.stringify(blocks));
}

describe('brotli parameters for one whole text', () => {
  it('fit the window to the text: never smaller than it (a window of w bits holds 2^w − 16 bytes), within brotli bounds', () => {
    for (const bytes of [0, 1, 1008, 1009, 8_000, 65_520, 65_521, 3_000_000, 100_000_000]) {
      const window = brotliParamsFor(bytes, 5)[constants.BROTLI_PARAM_LGWIN]!;
      expect(window).toBeGreaterThanOrEqual(constants.BROTLI_MIN_WINDOW_BITS);
      expect(window).toBeLessThanOrEqual(constants.BROTLI_MAX_WINDOW_BITS);
      if (window < constants.BROTLI_MAX_WINDOW_BITS)
        expect(2 ** window - 16, String(bytes)).toBeGreaterThanOrEqual(bytes);
      if (window > constants.BROTLI_MIN_WINDOW_BITS) expect(2 ** (window - 1) - 16, String(bytes)).toBeLessThan(bytes);
    }
  });

  it('compress within 1 % of what the default window gives, and decode to the same bytes', () => {
    for (const bytes of [2_000, 40_000, 300_000]) {
      const text = jsonOf(bytes);
      const fitted = brotliCompressSync(text, { params: brotliParamsFor(text.length, 5) });
      const wide = brotliCompressSync(text, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      });
      expect(brotliDecompressSync(fitted).equals(text)).toBe(true);
      expect(fitted.length, String(bytes)).toBeLessThanOrEqual(wide.length * 1.01);
    }
  });

  it('carry the quality, text mode and size hint asked for', () => {
    const params = brotliParamsFor(5_000, 11);
    expect(params[constants.BROTLI_PARAM_QUALITY]).toBe(11);
    expect(params[constants.BROTLI_PARAM_MODE]).toBe(constants.BROTLI_MODE_TEXT);
    expect(params[constants.BROTLI_PARAM_SIZE_HINT]).toBe(5_000);
  });
});
