import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type LogLevel, type Plugin } from 'vite';
import { mergedManifest } from './scripts/web-manifest.ts';

export const WEB_SOURCE = fileURLToPath(new URL('./src/web', import.meta.url));
export const WEB_OUT = fileURLToPath(new URL('./dist/web', import.meta.url));

const apiServer = 'http://127.0.0.1:3000';
const proxy = {
  // The client's own modules live under src/web/api/ (served as /api/*.ts): those stay with Vite.
  '^/api/(?!.*\\.tsx?(?:\\?|$))': { target: apiServer, changeOrigin: true },
  '/ws': { target: apiServer, ws: true, changeOrigin: true },
};

/** `vite build` builds the learner pages too: a second pass, on Preact (vite.player.config.ts). */
function thenLearnerPages(): Plugin {
  let logLevel: LogLevel | undefined;
  return {
    name: 'tessera-learner-pages',
    apply: 'build',
    configResolved: (config) => {
      logLevel = config.logLevel;
    },
    closeBundle: async () => {
      await build({ configFile: fileURLToPath(new URL('./vite.player.config.ts', import.meta.url)), logLevel });
    },
  };
}

/** The author app. In development the learner pages are served from here too, on React. */
export default defineConfig({
  root: WEB_SOURCE,
  plugins: [react(), mergedManifest(), thenLearnerPages()],
  build: {
    outDir: WEB_OUT,
    emptyOutDir: true,
    manifest: '.vite/app-manifest.json',
  },
  server: { proxy },
  preview: { proxy },
});
