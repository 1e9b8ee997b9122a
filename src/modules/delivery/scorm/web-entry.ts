import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { PackageFile } from './package-file';

/** Vite's build manifest (`build.manifest`): for each entry, its file, the chunks it imports, its css and assets. */
const viteManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
    assets: z.array(z.string()).optional(),
  }),
);

export const PLAYER_ENTRY = 'player/index.html';
export const LAUNCHER_ENTRY = 'player/launcher.html';

/**
 * A built page of the web app with every file it loads, for a package: its html at the package
 * root as `index.html` (absolute /assets/ links made relative) and its assets under assets/.
 * `before` is inserted ahead of the page's own scripts (the package's configuration).
 */
export async function webEntryFiles(webRoot: string, entry: string, before: string): Promise<PackageFile[]> {
  const manifest = viteManifestSchema.parse(
    JSON.parse(await readFile(join(webRoot, '.vite', 'manifest.json'), 'utf8')),
  );
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the web build has no ${key}: run npm run build`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
    // What the page may load later (a runtime's own code, such as cmi5's) must be in the package too.
    for (const i of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(i);
  };
  visit(entry);
  const html = (await readFile(join(webRoot, entry), 'utf8'))
    .replace(/(["(])\/assets\//g, '$1assets/')
    .replace(/<script type="module"/, `${before}\n    <script type="module"`);
  const assets = await Promise.all(
    [...files].map(async (path) => ({ path, source: await readFile(join(webRoot, path)) })),
  );
  return [{ path: 'index.html', source: html }, ...assets];
}
