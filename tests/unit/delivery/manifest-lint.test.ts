import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../../src/modules/delivery/scorm/manifest';
import { lintManifest, type MANIFEST_RULES } from '../../../src/modules/delivery/scorm/manifest-lint';
import type { ScormVersion } from '../../../src/modules/delivery/scorm/versions';

const FILES = ['index.html', 'assets/player.js'];
const manifest = (version: ScormVersion) =>
  buildManifest({
    version,
    courseId: 'c1',
    title: 'Fire & <safety>',
    masteryScore: 80,
    launch: 'index.html',
    files: FILES,
  });

/** Each rule, a manifest (or file list) that breaks exactly it. */
const BROKEN: Record<
  keyof typeof MANIFEST_RULES,
  { version: ScormVersion; change: (xml: string) => string; files?: string[] }
> = {
  'adlcp-prefix': {
    version: 'scorm12',
    change: (xml) =>
      xml.replace(
        'xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"',
        'xmlns:adl="http://www.adlnet.org/xsd/adlcp_rootv1p2" xmlns:adlcp="urn:other"',
      ),
  },
  'scorm-type-case': { version: 'scorm2004', change: (xml) => xml.replace('adlcp:scormType=', 'adlcp:scormtype=') },
  schemaversion: { version: 'scorm2004', change: (xml) => xml.replace('2004 4th Edition', 'CAM 1.3') },
  'ids-resolve': {
    version: 'scorm12',
    change: (xml) => xml.replace(/identifierref="[^"]+"/, 'identifierref="NOWHERE"'),
  },
  'hrefs-exist': {
    version: 'scorm12',
    change: (xml) => xml.replace('href="assets/player.js"', 'href="/assets/player.js"'),
  },
  'escaped-titles': {
    version: 'scorm2004',
    change: (xml) => xml.replace('Fire &amp; &lt;safety&gt;', 'Fire & <b>safety</b>'),
  },
  'ascii-paths': { version: 'scorm12', change: (xml) => xml, files: [...FILES, 'media/café.png'] },
};

describe('manifest lint', () => {
  it.each(['scorm12', 'scorm2004'] as const)('%s: the built manifest keeps every rule', (version) => {
    expect(lintManifest(manifest(version), version, new Set(FILES))).toEqual([]);
  });

  it.each(Object.entries(BROKEN))(
    '%s: a manifest that breaks it fails with that rule named',
    (rule, { version, change, files }) => {
      const problems = lintManifest(change(manifest(version)), version, new Set(files ?? FILES));
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.every((p) => p.startsWith(`${rule}: `))).toBe(true);
    },
  );

  it('SCORM 1.2 wants the lower-case scormtype and schemaversion 1.2', () => {
    const xml = manifest('scorm12');
    expect(xml).toContain('adlcp:scormtype="sco"');
    expect(xml).toContain('<schemaversion>1.2</schemaversion>');
    expect(lintManifest(xml.replace('adlcp:scormtype', 'adlcp:scormType'), 'scorm12', new Set(FILES))).toEqual([
      expect.stringMatching(/^scorm-type-case/),
    ]);
  });
});
