/**
 * The JavaScript each page loads first (its entry chunk and the chunks it imports), in bytes as the
 * server sends it: the file itself, its build-time gzip sibling and its brotli sibling.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_ROOT } from '../../src/start/web-root';

type Chunk = { file: string; imports?: string[] };
const PAGES = { authorApp: 'index.html', learnerPlayer: 'player/index.html' } as const;

const sizeOf = (path: string) => (existsSync(path) ? statSync(path).size : null);

function scriptsOf(manifest: Record<string, Chunk>, entry: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...files].filter((f) => f.endsWith('.js'));
}

/** As sent: a file's precompressed sibling, or the file itself when it has none (too small to be worth it). */
const sentSize = (file: string, suffix: string) =>
  sizeOf(join(WEB_ROOT, file + suffix)) ?? sizeOf(join(WEB_ROOT, file)) ?? 0;

/** The totals, and each file largest first: where the bytes go (chunk names say little: vendor code takes a neighbour's name). */
function sent(files: string[]) {
  const each = files
    .map((file) => ({
      file,
      rawBytes: sentSize(file, ''),
      gzipBytes: sentSize(file, '.gz'),
      brotliBytes: sentSize(file, '.br'),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const total = (key: 'rawBytes' | 'gzipBytes' | 'brotliBytes') => each.reduce((n, f) => n + f[key], 0);
  return {
    requests: each.length,
    rawBytes: total('rawBytes'),
    gzipBytes: total('gzipBytes'),
    brotliBytes: total('brotliBytes'),
    files: each,
  };
}

export function benchWebAssets() {
  const manifestPath = join(WEB_ROOT, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { error: 'no web build: npm run build' };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  return Object.fromEntries(Object.entries(PAGES).map(([name, entry]) => [name, sent(scriptsOf(manifest, entry))]));
}
