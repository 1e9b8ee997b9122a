import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../support/documents';
import { startServerProcess, waitForExit } from '../../support/process';
import { registerUser } from '../../support/server';
import { republish } from '../delivery/fixture';

/**
 * What `npm start` runs: the server built to JavaScript (dist/server), not the TypeScript. Its
 * worker threads run built task files, and the files it reads beside its code (SCORM's schemas)
 * are found beside the build.
 */
describe('the built server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-built-'));
  let server: Awaited<ReturnType<typeof startServerProcess>>;

  beforeAll(async () => {
    // Built as `npm start` builds it: only when missing or older than its sources.
    execFileSync(process.execPath, ['scripts/ensure-server-build.mjs'], { stdio: 'ignore' });
    server = await startServerProcess({ DATA_DIR: dataDir, DRAIN_SECONDS: '0' }, { built: true });
  }, 180_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers, runs work in its worker threads, packages a module, and stops on SIGTERM', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const author = await registerUser(server.url, 'Built');
    const courseId = (await author.api.post('/courses/', { course: { title: 'Fire safety' } })).body.course.id;
    const added = await author.api.post('/blocks/', {
      courseId,
      block: { type: 'TextBlockComponent', data: { html: '<p>A CO2 extinguisher is used for electrical fires.</p>' } },
    });

    // A document's text is read in a worker thread (the built document-text task).
    const form = new FormData();
    const pdf = makePdf(['Extinguishers', 'A CO2 extinguisher is used for electrical fires.']);
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'fire.pdf');
    const upload = await fetch(`${server.url}/api/ai/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(upload.status).toBe(201);
    expect(await upload.json()).toMatchObject({ name: 'fire.pdf', pages: 2 });
    // The offline assistant runs in one too (the built worker-tasks).
    const tags = await author.api.get(`/ai/generate-tags?courseId=${courseId}`);
    expect(tags.status).toBe(200);
    expect(tags.body.tags.length).toBeGreaterThan(0);

    // A SCORM 2004 package carries the edition's schema files, read from beside the build.
    await republish(author.api, courseId, added.body.revision, {});
    const generated = await author.api.post('/scorm-package/generate', { courseId, dispatchType: 'scorm2004' });
    expect(generated.body).toMatchObject({ success: true });
    const zip = Buffer.from(await (await fetch(`${server.url}${generated.body.data.downloadUrl}`)).arrayBuffer());
    expect(zip.includes('imscp_v1p1.xsd')).toBe(true);

    server.child.kill('SIGTERM');
    await waitForExit(server.child);
    expect(server.child.exitCode).toBe(0);
  });
});
