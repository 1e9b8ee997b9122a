import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EDITION, MANIFEST } from '../../../src/modules/delivery/scorm/manifest';
import type { ScormVersion } from '../../../src/modules/delivery/scorm/versions';

/** Unzips a package into a fresh folder (Debian's unzip) and returns the folder. */
export function unzipPackage(zip: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-scorm-'));
  writeFileSync(join(dir, 'package.zip'), zip);
  execFileSync('unzip', ['-q', 'package.zip', '-d', 'unzipped'], { cwd: dir });
  return join(dir, 'unzipped');
}

/** How each file of a zip is compressed, as `unzip -v` lists it (`Stored`, `Defl:N`…), after `unzip -t` checked every file's CRC. */
export function zipMethods(zip: Buffer): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-zip-'));
  writeFileSync(join(dir, 'package.zip'), zip);
  execFileSync('unzip', ['-tq', 'package.zip'], { cwd: dir });
  const listing = execFileSync('unzip', ['-v', 'package.zip'], { cwd: dir, encoding: 'utf8' });
  return Object.fromEntries(
    [...listing.matchAll(/^\s*\d+\s+(\S+)\s+\d+\s+\S+\s+\S+\s+\S+\s+[0-9a-f]{8}\s+(\S+)$/gm)].map((m) => [
      m[2]!,
      m[1]!,
    ]),
  );
}

/**
 * Validates the manifest with xmllint against the package's own XSDs, through a schema that
 * imports every namespace the manifest declares, so the extension elements (adlcp, imsss…) are checked too.
 */
export function xmllintManifest(dir: string, version: ScormVersion): { ok: boolean; output: string } {
  const imports = Object.values(EDITION[version].namespaces)
    .map(([uri, file]) => `  <xs:import namespace="${uri}" schemaLocation="${file}"/>`)
    .join('\n');
  const wrapper = join(dir, '..', 'all-namespaces.xsd');
  writeFileSync(
    wrapper,
    `<?xml version="1.0"?>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n${imports.replaceAll('schemaLocation="', `schemaLocation="${dir}/`)}\n</xs:schema>\n`,
  );
  try {
    const output = execFileSync('xmllint', ['--noout', '--nonet', '--schema', wrapper, join(dir, MANIFEST)], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { ok: true, output };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
  }
}

const CMI5_SCHEMA = join(import.meta.dirname, '../../fixtures/cmi5/CourseStructure.xsd');

/** Validates a cmi5 package's course structure (cmi5.xml) with xmllint against the cmi5 schema. */
export function xmllintCourseStructure(dir: string): { ok: boolean; output: string } {
  try {
    const output = execFileSync('xmllint', ['--noout', '--nonet', '--schema', CMI5_SCHEMA, join(dir, 'cmi5.xml')], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { ok: true, output };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
  }
}
