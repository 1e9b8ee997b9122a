import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

const apiServer = 'http://127.0.0.1:3000';
const proxy = {
  // The client's own modules live under src/web/api/ (served as /api/*.ts): those stay with Vite.
  '^/api/(?!.*\\.tsx?(?:\\?|$))': { target: apiServer, changeOrigin: true },
  '/ws': { target: apiServer, ws: true, changeOrigin: true },
};

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // The learner player and the dispatch launcher are pages of their own (small bundles, no author app);
    // the manifest tells the SCORM package builder which files each page loads.
    manifest: true,
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
        player: fileURLToPath(new URL('./src/web/player/index.html', import.meta.url)),
        launcher: fileURLToPath(new URL('./src/web/player/launcher.html', import.meta.url)),
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
