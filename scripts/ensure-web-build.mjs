// `npm start` serves the built SPA, and `npm test` packages the learner player into SCORM zips:
// build it once when it is missing (a fresh clone).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

// The learner player is a page of its own, built in a pass of its own (on Preact), then as one
// classic script for web packages, and every build writes pre-compressed siblings: a build from
// before any of these existed is built again.
const current =
  existsSync('dist/web/index.html') &&
  existsSync('dist/web/player/index.html') &&
  existsSync('dist/web/.vite/player-manifest.json') &&
  existsSync('dist/web/classic-player/player.js') &&
  existsSync('dist/web/assets') &&
  readdirSync('dist/web/assets').some((file) => file.endsWith('.br'));
if (!current) {
  console.log('Building the web app (once, on a fresh clone)…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
