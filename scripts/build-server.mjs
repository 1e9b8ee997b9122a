// The server as JavaScript, for `npm start` (node dist/server/main.js): bundled by esbuild with
// node_modules left to Node (but for a few packages, below), every file the code runs on its own
// (a worker thread's task file, named by `new URL('./file.ts', import.meta.url)`) an entry of its
// own, and the files that code reads beside itself copied beside the build. All of it lands flat
// in dist/server, chunks included, so a URL relative to any built file means the same as it did
// in the sources. Then it makes the PGlite template (src/start/make-pglite-template.ts). Tests and
// `npm run dev` keep running the TypeScript through tsx.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const OUT = 'dist/server';
/** Written last: a build without it did not finish. */
export const STAMP = join(OUT, '.built');
/** What the build keeps from one build to the next: the PGlite template (made again only when the migrations change). */
const KEPT = new Set(['pglite-template', 'pglite-template.made-from']);
/** Folders the code finds beside itself (`import.meta.url`), copied beside the built code. */
const ASSETS = [{ from: 'src/modules/delivery/scorm/xsd', to: 'xsd' }];

/**
 * The packages bundled in, not loaded from node_modules: ES modules of pure JavaScript in many
 * small files (kysely alone is 262), which took Node's loader a third of a second to find and
 * read. A package is bundled only with every package that imports it (hono with its middleware
 * and server: one HTTPException class), or when a second copy would share its state anyway (zod's
 * registry and OpenTelemetry's API live on globalThis). CommonJS packages (pino, ws) stay out.
 */
const BUNDLED = new Set([
  'kysely',
  'kysely-pglite-dialect',
  'zod',
  'jose',
  '@opentelemetry/api',
  'hono',
  'hono-openapi',
  '@hono/node-server',
  '@hono/standard-validator',
]);

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Every other package, and Node's own modules, imported from where they are at run time. */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || BUNDLED.has(packageOf(args.path)) ? undefined : { external: true },
    );
  },
};

const FILE_URL = /new URL\('(\.{1,2}\/[^']+\.(?:ts|mjs))', import\.meta\.url\)/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join('src', 'web') ? [] : sourceFiles(path);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The entry name of a source file run on its own: its path under src, flat (`modules-ai-document-text`). */
const entryName = (file) =>
  relative('src', file)
    .replace(/\.(ts|mjs)$/, '')
    .replaceAll(/[/\\]/g, '-');

/** Every file the server's code names by URL to run on its own, found in the sources. */
function fileEntries() {
  const entries = {};
  for (const file of sourceFiles('src'))
    for (const [, target] of readFileSync(file, 'utf8').matchAll(FILE_URL)) {
      const path = relative('.', resolve(dirname(file), target));
      entries[entryName(path)] = path;
    }
  return entries;
}

/** Points each such URL at its built entry. */
const builtFileUrls = {
  name: 'built-file-urls',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[/\\]src[/\\].*\.(ts|mjs)$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const contents = source.replaceAll(FILE_URL, (_, target) => {
        const built = entryName(relative('.', resolve(dirname(args.path), target)));
        return `new URL('./${built}.js', import.meta.url)`;
      });
      return { contents, loader: args.path.endsWith('.ts') ? 'ts' : 'js' };
    });
  },
};

export async function buildServer() {
  mkdirSync(OUT, { recursive: true });
  for (const name of readdirSync(OUT)) if (!KEPT.has(name)) rmSync(join(OUT, name), { recursive: true, force: true });
  const { build } = await import('esbuild');
  await build({
    entryPoints: {
      main: 'src/main.ts',
      'make-pglite-template': 'src/start/make-pglite-template.ts',
      ...fileEntries(),
    },
    outdir: OUT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    chunkNames: 'chunk-[hash]',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [nodeModulesExternal, builtFileUrls],
  });
  for (const { from, to } of ASSETS) cpSync(from, join(OUT, to), { recursive: true });
  execFileSync(process.execPath, [join(OUT, 'make-pglite-template.js')], { stdio: 'inherit' });
  writeFileSync(STAMP, new Date().toISOString());
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log('Building the server…');
  await buildServer();
}
