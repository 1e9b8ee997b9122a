import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledPlayerWords } from './scripts/precompiled-player-words.ts';
import { SHARED_MODULES_ARE_PURE, WEB_OUT, WEB_SOURCE } from './vite.config.ts';
import { PLAYER_ALIASES } from './vite.player.config.ts';

/** Where the web package finds its player: `player.js` and `player.css`. */
const CLASSIC_PLAYER_DIR = `${WEB_OUT}/classic-player`;

/**
 * The learner player as ONE classic script (an IIFE, no imports) and one stylesheet: a web package
 * opened from a file share (file://) may not load ES modules, which browsers fetch with CORS, so the
 * player cannot be the page's module there.
 */
export default defineConfig({
  root: WEB_SOURCE,
  resolve: {
    alias: [
      ...PLAYER_ALIASES,
      // A classic script cannot load code later, so cmi5's would be in every web package: only
      // cmi5 packages play cmi5, and they carry the module player. Replacing the module that loads
      // cmi5's code on demand leaves no dynamic import in the script, so no preload helper (whose
      // `import.meta` an IIFE would empty).
      {
        find: /^\.\/tracking\/cmi5-on-demand$/,
        replacement: fileURLToPath(new URL('./src/web/player/tracking/no-cmi5.ts', import.meta.url)),
      },
    ],
  },
  plugins: [react(), precompiledPlayerWords()],
  // The web app's public files are served from its own pass's folder, not copied here again.
  publicDir: false,
  build: {
    outDir: CLASSIC_PLAYER_DIR,
    emptyOutDir: true,
    cssCodeSplit: false,
    rolldownOptions: {
      input: fileURLToPath(new URL('./src/web/player/main.tsx', import.meta.url)),
      // A classic script has no import.meta; the preload helper that reads it has nothing to preload here.
      transform: { define: { 'import.meta': '{}' } },
      treeshake: SHARED_MODULES_ARE_PURE,
      output: {
        format: 'iife',
        entryFileNames: 'player.js',
        assetFileNames: 'player[extname]',
      },
    },
  },
});
