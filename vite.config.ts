import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://127.0.0.1:3000';
const proxy = {
  // The client's own modules live under src/web/api/ (served as /api/*.ts): those stay with Vite.
  '^/api/(?!.*\\.tsx?(?:\\?|$))': { target: apiServer, changeOrigin: true },
  '/ws': { target: apiServer, ws: true, changeOrigin: true },
};

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
  },
  server: { proxy },
  preview: { proxy },
});
