import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintManifest } from '../../../src/modules/delivery/scorm/manifest-lint';
import { schemaFolder } from '../../../src/modules/delivery/scorm/schemas';
import { SCORM_VERSIONS } from '../../../src/modules/delivery/scorm/versions';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { publishEveryBlock } from './fixture';
import { unzipPackage, xmllintCourseStructure, xmllintManifest } from './scorm-files';

const filesUnder = (dir: string, prefix = ''): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );

describe('delivery: bundled SCORM packages', () => {
  let server: TestServer;
  let api: Awaited<ReturnType<typeof registerUser>>['api'];
  let courseId: string;
  beforeAll(async () => {
    server = await startTestServer();
    api = (await registerUser(server.url)).api;
    courseId = (await publishEveryBlock(api, 'Sécurité incendie: les bases, édition 2026 (FR) & plus encore')).courseId;
  });
  afterAll(async () => server.close());

  it('refuses bad requests with the §8 messages', async () => {
    expect((await api.post('/scorm-package/generate', { dispatchType: 'scorm12' })).body.message).toBe(
      'Invalid courseId: must be a non-empty string',
    );
    expect((await api.post('/scorm-package/generate', { courseId: '  ', dispatchType: 'scorm12' })).body.message).toBe(
      'Invalid courseId: must be a non-empty string',
    );
    expect((await api.post('/scorm-package/generate', { courseId, dispatchType: '' })).body.message).toBe(
      'Invalid dispatchType: must be a non-empty string',
    );
    expect((await api.post('/scorm-package/generate', { courseId, dispatchType: 'aicc' })).status).toBe(400);
    const other = await registerUser(server.url, 'Other');
    expect((await other.api.post('/scorm-package/generate', { courseId, dispatchType: 'scorm12' })).status).toBe(404);
  });

  it.each(SCORM_VERSIONS)(
    '%s: a zip with a valid manifest, the official schemas byte-identical, the player, the module and its media',
    async (version) => {
      const generated = await api.post('/scorm-package/generate', { courseId, dispatchType: version });
      expect(generated.status).toBe(200);
      expect(generated.body).toEqual({
        success: true,
        data: {
          downloadUrl: expect.stringMatching(/^\/api\/scorm-package\/download\//),
          packageName: 'Securite_incendie_les_bases_edition_2026_FR_plus_e.zip',
        },
      });
      const res = await fetch(`${server.url}${generated.body.data.downloadUrl}`);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="Securite_incendie_les_bases_edition_2026_FR_plus_e.zip"',
      );
      const dir = unzipPackage(Buffer.from(await res.arrayBuffer()));
      const files = filesUnder(dir);

      for (const schema of readdirSync(schemaFolder(version))) {
        expect
          .soft(readFileSync(join(dir, schema)).equals(readFileSync(join(schemaFolder(version), schema))), schema)
          .toBe(true);
      }
      const lint = xmllintManifest(dir, version);
      expect(lint.output).not.toMatch(/fails to validate|error/i);
      expect(lint.ok).toBe(true);
      const manifest = readFileSync(join(dir, 'imsmanifest.xml'), 'utf8');
      expect(lintManifest(manifest, version, new Set(files))).toEqual([]);
      expect(manifest).toContain(
        version === 'scorm12'
          ? '<adlcp:masteryscore>50</adlcp:masteryscore>'
          : '<imsss:minNormalizedMeasure>0.50</imsss:minNormalizedMeasure>',
      );

      const config = readFileSync(join(dir, 'tessera-package.js'), 'utf8');
      expect(config).toContain(`"runtime":"${version}"`);
      expect(config).not.toContain('/thumbnails/');
      expect(files.filter((f) => f.startsWith('media/'))).toHaveLength(4);
      const html = readFileSync(join(dir, 'index.html'), 'utf8');
      expect(html).not.toMatch(/(src|href)="(\/|https?:)/);
    },
  );

  it('web: plain files for a web server or file share, the player as classic scripts, no manifest, no LMS', async () => {
    const generated = await api.post('/scorm-package/generate', { courseId, dispatchType: 'web' });
    expect(generated.status).toBe(200);
    const res = await fetch(`${server.url}${generated.body.data.downloadUrl}`);
    const dir = unzipPackage(Buffer.from(await res.arrayBuffer()));
    const files = filesUnder(dir);
    expect(files).toEqual(expect.arrayContaining(['index.html', 'player.js', 'player.css', 'tessera-package.js']));
    expect(files.filter((f) => f.endsWith('.xml') || f.endsWith('.xsd'))).toEqual([]);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    // file:// pages may not load ES modules: every script is a classic one.
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script src="player.js"></script>');
    expect(html).toContain('<title>Sécurité incendie: les bases, édition 2026 (FR) &amp; plus encore</title>');
    expect(readFileSync(join(dir, 'player.js'), 'utf8')).not.toMatch(/(^|[^.\w])import\s*[({"']/);
    const config = readFileSync(join(dir, 'tessera-package.js'), 'utf8');
    expect(JSON.parse(config.slice(config.indexOf('{'), config.lastIndexOf('}') + 1))).toMatchObject({
      runtime: 'web',
      module: { id: courseId },
    });
  });

  it('cmi5: a course structure valid against the cmi5 schema, one AU (the player, cmi5 code loaded only here), in every language', async () => {
    const generated = await api.post('/scorm-package/generate', { courseId, dispatchType: 'cmi5' });
    expect(generated.status).toBe(200);
    const res = await fetch(`${server.url}${generated.body.data.downloadUrl}`);
    const dir = unzipPackage(Buffer.from(await res.arrayBuffer()));
    expect(xmllintCourseStructure(dir)).toEqual({ ok: true, output: '' });
    const structure = readFileSync(join(dir, 'cmi5.xml'), 'utf8');
    // The schema does check: an AU without its launch address is refused.
    writeFileSync(join(dir, 'cmi5.xml'), structure.replace('<url>index.html</url>', ''));
    expect(xmllintCourseStructure(dir).output).toMatch(
      /element au: Schemas validity error .*Missing child element.*\}url \)/,
    );
    const course = `${server.url}/cmi5/${courseId}`;
    expect(structure).toContain(`<course id="${course}">`);
    // The fixture's quiz has a pass mark of 50 %: completed and passed satisfy the AU.
    expect(structure).toContain(
      `<au id="${course}/au" moveOn="CompletedAndPassed" masteryScore="0.50" launchMethod="AnyWindow">`,
    );
    expect(structure).toContain(
      '<langstring lang="en">Sécurité incendie: les bases, édition 2026 (FR) &amp; plus encore</langstring>',
    );
    expect(structure).toContain('<url>index.html</url>');
    const files = filesUnder(dir);
    expect(files).toEqual(expect.arrayContaining(['cmi5.xml', 'index.html', 'tessera-package.js']));
    expect(files.filter((f) => f.endsWith('.xsd') || f === 'imsmanifest.xml')).toEqual([]);
    expect(files.some((f) => /^assets\/Cmi5\.esm-.*\.js$/.test(f))).toBe(true);
    const config = readFileSync(join(dir, 'tessera-package.js'), 'utf8');
    expect(JSON.parse(config.slice(config.indexOf('{'), config.lastIndexOf('}') + 1))).toMatchObject({
      runtime: 'cmi5',
      module: { id: courseId },
    });
  });

  it('SCORM 1.2 completed/incomplete reporting leaves the mastery score out', async () => {
    const generated = await api.post('/scorm-package/generate', {
      courseId,
      dispatchType: 'scorm12',
      reporting: 'completed-incomplete',
    });
    const dir = unzipPackage(
      Buffer.from(await (await fetch(`${server.url}${generated.body.data.downloadUrl}`)).arrayBuffer()),
    );
    expect(readFileSync(join(dir, 'imsmanifest.xml'), 'utf8')).not.toContain('masteryscore');
    expect(xmllintManifest(dir, 'scorm12').ok).toBe(true);
  });

  it('a download address must be signed', async () => {
    const res = await fetch(`${server.url}/api/scorm-package/download/forged`);
    expect(res.status).toBe(401);
  });
});
