import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { brotliParamsFor } from '../src/platform/http/brotli-params.ts';
import { afterBuild } from './after-build.ts';

/** Text formats worth compressing; images, fonts (woff2) and archives are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.wasm', '.map']);
/** Below this, the headers of a compressed answer cost about what compression saves. */
export const PRECOMPRESS_MIN_BYTES = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((e) => !e.name.startsWith('.')) // .vite/manifest.json is read by the server, never served
      .map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return nested.flat();
}

/** Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each one, when smaller. */
export async function precompressDirectory(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.has(extname(f)));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
      const source = await readFile(file);
      const brotli = toBrotli(source, { params: brotliParamsFor(source.length, constants.BROTLI_MAX_QUALITY) });
      const gzipped = toGzip(source, { level: constants.Z_BEST_COMPRESSION });
      for (const [suffix, compressed] of [
        ['.br', await brotli],
        ['.gz', await gzipped],
      ] as const) {
        if (compressed.length < source.length) await writeFile(file + suffix, compressed);
      }
    }),
  );
}

/** A Vite plugin: the build's text files pre-compressed, so the server never compresses a static file. */
export const precompress = () => afterBuild('tessera-precompress', precompressDirectory);
