import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../scripts/precompress';
import { chooseCoding } from '../../../src/platform/http/accept-encoding';

describe('choosing a content coding from Accept-Encoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['gzip;q=0.2, identity;q=0.5', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=1.0, *;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    // Nothing acceptable: the file as it is rather than a 406.
    ['*;q=0', 'identity'],
    ['identity;q=0', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('%j → %s', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });

  it('only among the codings on offer', () => {
    expect(chooseCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseCoding('br', ['gzip'])).toBe('identity');
  });
});

describe('pre-compressing a build', () => {
  it('writes .br and .gz beside text files of 1 KB or more, never beside small or already-compressed ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const script = 'export const greeting = "hello";\n'.repeat(100);
    writeFileSync(join(dir, 'main.js'), script);
    writeFileSync(join(dir, 'tiny.css'), 'a{color:red}');
    writeFileSync(join(dir, 'font.woff2'), Buffer.alloc(4096, 7));
    await precompressDirectory(dir);
    expect(brotliDecompressSync(readFileSync(join(dir, 'main.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'main.js.gz'))).toString()).toBe(script);
    for (const absent of ['tiny.css.br', 'tiny.css.gz', 'font.woff2.br', 'font.woff2.gz']) {
      expect(existsSync(join(dir, absent)), absent).toBe(false);
    }
  });
});
