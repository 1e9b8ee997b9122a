import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type LogLevel, type Plugin } from 'vite';
import { mergedManifest } from './scripts/web-manifest.ts';

export const WEB_SOURCE = fileURLToPath(new URL('./src/web', import.meta.url));
export const WEB_OUT = fileURLToPath(new URL('./dist/web', import.meta.url));

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
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js|src[\\/]web[\\/]strictPolicy/ },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
