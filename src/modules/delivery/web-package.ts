import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { moduleContents } from './bundled-package';
import type { LearnerModule } from './learner-module';
import { BUNDLED_CONFIG_FILE } from './package-config';
import type { MediaSources } from './scorm/media';
import { zipFiles } from './scorm/zip';

/** Where the web build puts the player as one classic script (vite.classic-player.config.ts). */
const CLASSIC_PLAYER = 'classic-player';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The launch page: classic scripts only, so it opens from a file share (file://) as well as from a web server. */
const indexHtml = (module: LearnerModule) => `<!doctype html>
<html lang="${escapeHtml(module.language)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <title>${escapeHtml(module.title)}</title>
    <link rel="stylesheet" href="player.css" />
  </head>
  <body>
    <div id="root"></div>
    <script src="${BUNDLED_CONFIG_FILE}"></script>
    <script src="player.js"></script>
  </body>
</html>
`;

/**
 * A plain web package: the module as static files for any web server or file share, no LMS. It
 * holds what a bundled SCORM package holds (every language, media, fonts) with the player as one
 * classic script; each learner's progress stays in their browser.
 */
export async function buildWebPackage(modules: LearnerModule[], sources: MediaSources): Promise<Buffer> {
  const player = await Promise.all(
    ['player.js', 'player.css'].map(async (path) => ({
      path,
      source: await readFile(join(sources.webRoot, CLASSIC_PLAYER, path)),
    })),
  );
  const contents = await moduleContents(modules, 'web', 'passed-failed', sources);
  return zipFiles([{ path: 'index.html', source: indexHtml(modules[0]!) }, ...player, ...contents]);
}
