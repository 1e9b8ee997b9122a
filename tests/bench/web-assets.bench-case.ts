/**
 * The JavaScript each page loads first (its entry chunk and the chunks it imports), in bytes as the
 * server sends it: the file itself, its build-time gzip sibling and its brotli sibling.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_ROOT } from '../../src/compose';

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

function sent(files: string[]) {
  const total = (suffix: string) =>
    files.reduce((n, f) => n + (sizeOf(join(WEB_ROOT, f + suffix)) ?? sizeOf(join(WEB_ROOT, f)) ?? 0), 0);
  return { files, rawBytes: total(''), gzipBytes: total('.gz'), brotliBytes: total('.br') };
}

export function benchWebAssets() {
  const manifestPath = join(WEB_ROOT, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { error: 'no web build: npm run build' };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  return Object.fromEntries(Object.entries(PAGES).map(([name, entry]) => [name, sent(scriptsOf(manifest, entry))]));
}
