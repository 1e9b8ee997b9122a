import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PackageFile } from './package-file';
import type { ScormVersion } from './versions';

const FOLDER: Record<ScormVersion, string> = { scorm12: 'scorm12edition', scorm2004: 'scorm20044thedition' };

/** The official ADL/IMS schema files of an edition, kept in xsd/ (see its README for where they come from). */
export function schemaFolder(version: ScormVersion): string {
  return join(dirname(fileURLToPath(import.meta.url)), 'xsd', FOLDER[version]);
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
