// `npm start` serves the built SPA: build it once when it is missing (a fresh clone).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/web/index.html')) {
  console.log('Building the web app (first start only)…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
