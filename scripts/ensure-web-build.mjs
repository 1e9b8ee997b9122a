// `npm start` serves the built SPA, and `npm test` packages the learner player into SCORM zips:
// build it once when it is missing (a fresh clone).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The learner player is a page of its own: a build from before it existed is built again.
if (!existsSync('dist/web/index.html') || !existsSync('dist/web/player/index.html')) {
  console.log('Building the web app (once, on a fresh clone)…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
