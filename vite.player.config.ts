import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledPlayerWords } from './scripts/precompiled-player-words.ts';
import { precompress } from './scripts/precompress.ts';
import { mergedManifest } from './scripts/web-manifest.ts';
import { SHARED_MODULES_ARE_PURE, thenBuild, WEB_OUT, WEB_SOURCE } from './vite.config.ts';

const page = (path: string) => fileURLToPath(new URL(`./src/web/player/${path}`, import.meta.url));

/** React's names answered by Preact; @xapi/cmi5 as its ES module (its `browser` field names a UMD build). */
export const PLAYER_ALIASES = [
  { find: /^@xapi\/cmi5$/, replacement: '@xapi/cmi5/dist/Cmi5.esm.js' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** Preact, the icons' code, the answers' hash and marks: the player's and most of its kinds' views'. */
const SHARED_WITH_VIEWS = [
  /node_modules[\\/]preact[\\/]/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]circle-(check|x)\./,
  /src[\\/]modules[\\/]courses[\\/]content[\\/]hash\.ts$/,
];
const sharedWithViews = (id: string) => SHARED_WITH_VIEWS.some((pattern) => pattern.test(id));

/**
 * The learner player and the dispatch launcher: pages of their own, built after the author app into
 * the same folder, on Preact (its React compatibility layer) instead of react-dom, a third of the size.
 * The manifest tells the SCORM package builder which files each page loads. Then the player once
 * more, as one classic script, for web packages opened from a file share (vite.classic-player.config.ts).
 */
export default defineConfig({
  root: WEB_SOURCE,
  resolve: { alias: PLAYER_ALIASES },
  // The last pass compresses the whole folder, both passes' files.
  plugins: [
    react(),
    precompiledPlayerWords(),
    mergedManifest(),
    precompress(),
    thenBuild('tessera-classic-player', './vite.classic-player.config.ts'),
  ],
  // A package's player is served from wherever the LMS unpacked it: a chunk preloads the chunks
  // it imports from beside itself, never from the site's root (which an LMS answers 401 or 404).
  experimental: { renderBuiltUrl: (_file, { hostType }) => (hostType === 'js' ? { relative: true } : undefined) },
  build: {
    outDir: WEB_OUT,
    emptyOutDir: false,
    manifest: '.vite/player-manifest.json',
    rolldownOptions: {
      input: { player: page('index.html'), launcher: page('launcher.html') },
      treeshake: SHARED_MODULES_ARE_PURE,
      // What the player and its kinds' views share in one file rather than one each: on a phone's
      // link each file of the first load is a request of its own, and past six they wait in turn.
      output: { codeSplitting: { groups: [{ name: 'player-shared', test: sharedWithViews }] } },
    },
  },
});
