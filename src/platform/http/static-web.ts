import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './env';
import { precompressedFiles } from './precompressed-static';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Vite's hashed assets never change under their name; every other file may. */
const cacheControlOf = (path: string) => (path.startsWith('/assets/') ? IMMUTABLE : undefined);

/**
 * Serves the built SPA: files as they are, or their build-time brotli/gzip siblings when the client
 * accepts them (hashed assets cached for a year); every other path gets index.html.
 */
export function serveWeb(app: Hono<AppEnv>, webRoot: string): void {
  const root = relative(process.cwd(), webRoot) || '.';
  // Public, hashed files, fetched in CORS mode (module scripts): a page in a sandboxed frame has an
  // opaque origin, and without this it could load none of them and would stay blank.
  app.use('/assets/*', async (c, next) => {
    c.header('Access-Control-Allow-Origin', '*');
    await next();
  });
  app.use('*', precompressedFiles(webRoot, cacheControlOf));
  app.use('/assets/*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }));
  app.use('*', serveStatic({ root }));
  let indexHtml: Promise<string> | null = null;
  app.get('*', async (c) => {
    indexHtml ??= readFile(join(webRoot, 'index.html'), 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(await indexHtml);
  });
}
