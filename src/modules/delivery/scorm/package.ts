import { buildManifest, MANIFEST } from './manifest';
import { lintManifest } from './manifest-lint';
import type { PackageFile } from './package-file';
import { schemaFiles } from './schemas';
import type { ScormVersion } from './versions';
import { zipFiles } from './zip';

export type ScoPackage = {
  version: ScormVersion;
  courseId: string;
  title: string;
  masteryScore: number | null;
  /** The SCO's own files; `index.html` among them is the launch page. */
  files: PackageFile[];
};

/** A one-SCO package: the SCO's files, the manifest (linted) and the edition's schema files, zipped. */
export async function zipScoPackage(input: ScoPackage): Promise<Buffer> {
  const paths = input.files.map((f) => f.path);
  const manifest = buildManifest({ ...input, launch: 'index.html', files: paths });
  const problems = lintManifest(manifest, input.version, new Set(paths));
  if (problems.length) throw new Error(`manifest rules broken: ${problems.join('; ')}`);
  const schemas = await schemaFiles(input.version);
  return zipFiles([{ path: MANIFEST, source: manifest }, ...schemas, ...input.files]);
}
