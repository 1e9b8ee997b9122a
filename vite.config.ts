import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { build, defineConfig, type LogLevel, type Plugin } from 'vite';
import { mergedManifest } from './scripts/web-manifest.ts';

export const WEB_SOURCE = fileURLToPath(new URL('./src/web', import.meta.url));
export const WEB_OUT = fileURLToPath(new URL('./dist/web', import.meta.url));

/**
 * The modules the author app's first load runs anyway (main.tsx and what it imports statically) in
 * one chunk, `app`, rather than some thirty the browser asks for one by one over HTTP/1.1, six at
 * a time; the pages that load later then import them from it, not from small chunks of their own.
 */
function firstLoadChunk(): (id: string, ctx: ChunkingContext) => string | null {
  let reachable: Set<string> | null = null;
  return (id, ctx) => {
    reachable ??= staticClosure(join(WEB_SOURCE, 'main.tsx'), ctx);
    return reachable.has(id) ? 'app' : null;
  };
}

function staticClosure(entry: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(entry);
  return seen;
}

/**
 * The server modules the web app imports only define things: a module none of whose exports a page
 * uses is left out, with the schemas it builds at import (the learner player then needs no zod at all).
 */
export const SHARED_MODULES_ARE_PURE = { moduleSideEffects: [{ test: /\/src\/modules\//, sideEffects: false }] };

const apiServer = 'http://127.0.0.1:3000';
const proxy = {
  // The client's own modules live under src/web/api/ (served as /api/*.ts): those stay with Vite.
  '^/api/(?!.*\\.tsx?(?:\\?|$))': { target: apiServer, changeOrigin: true },
  '/ws': { target: apiServer, ws: true, changeOrigin: true },
};

/** After this pass, the build of another config (the passes that follow it). */
export function thenBuild(name: string, configFile: string): Plugin {
  let logLevel: LogLevel | undefined;
  return {
    name,
    apply: 'build',
    configResolved: (config) => {
      logLevel = config.logLevel;
    },
    closeBundle: async () => {
      await build({ configFile: fileURLToPath(new URL(configFile, import.meta.url)), logLevel });
    },
  };
}

/** The author app. In development the learner pages are served from here too, on React. */
export default defineConfig({
  root: WEB_SOURCE,
  // `vite build` builds the learner pages too: a second pass, on Preact (vite.player.config.ts).
  plugins: [react(), mergedManifest(), thenBuild('tessera-learner-pages', './vite.player.config.ts')],
  build: {
    outDir: WEB_OUT,
    emptyOutDir: true,
    manifest: '.vite/app-manifest.json',
    rolldownOptions: {
      treeshake: SHARED_MODULES_ARE_PURE,
      // zod's strict-policy setting shares a chunk with zod's config, which every schema's chunk imports:
      // it runs before any schema is built. The rest of zod splits by use: the app's zod/mini schemas on
      // the first load, classic zod (the server's shared schemas) with the routes that use them.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js|src[\\/]web[\\/]strictPolicy/,
              priority: 2,
            },
            { name: firstLoadChunk(), debugName: 'app', priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
