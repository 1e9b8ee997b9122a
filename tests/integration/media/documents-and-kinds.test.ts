import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../support/documents';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { republish } from '../delivery/fixture';
import { unzipPackage } from '../delivery/scorm-files';
import { photoWithExif } from './images';
import { newCourse, uploadMedia } from './media-client';

describe('documents for attachment blocks, and the files of the media kinds in what learners get', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('keeps a PDF, a text and a CSV as found by their bytes, served only as downloads; a page or a program named as one is refused', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    const pdf = await uploadMedia(
      server.url,
      api,
      courseId,
      { name: 'policy.pdf', type: 'application/pdf', bytes: makePdf(['Fire policy']) },
      'documents',
    );
    expect(pdf.status).toBe(200);
    expect(pdf.body).toMatchObject({ kind: 'document', name: 'policy.pdf', contentType: 'application/pdf' });
    expect(pdf.body.url).toMatch(/\/original\.pdf$/);
    const served = await fetch(`${server.url}${pdf.body.url}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox;/);

    const text = (name: string, type: string, body: string) =>
      uploadMedia(server.url, api, courseId, { name, type, bytes: Buffer.from(body) }, 'documents');
    expect((await text('notes.txt', 'text/plain', 'Meet at the car park.')).body.contentType).toBe('text/plain');
    // Windows names a CSV as an Excel file: its bytes are text, and it said CSV.
    expect((await text('rota.csv', 'text/csv', 'name,floor\nSam,2\n')).body).toMatchObject({ contentType: 'text/csv' });
    expect((await text('rota.csv', 'application/vnd.ms-excel', 'a,b\n')).body.contentType).toBe('text/csv');

    const page = await text('policy.pdf', 'application/pdf', '<!doctype html><script>alert(1)</script>');
    expect(page.status).toBe(400);
    expect(page.body.message).toContain('Tessera accepts document files in PDF, Word');
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const exe = await uploadMedia(
      server.url,
      api,
      courseId,
      { name: 'setup.exe', type: 'application/octet-stream', bytes: program },
      'documents',
    );
    expect(exe.status).toBe(400);
    // A document is not an image, whatever it is called.
    const asImage = await uploadMedia(server.url, api, courseId, {
      name: 'policy.png',
      type: 'image/png',
      bytes: makePdf(['x']),
    });
    expect(asImage.status).toBe(400);

    const library = await api.get('/media?type=document');
    expect(library.body.items.map((i: { name: string }) => i.name).sort()).toEqual([
      'notes.txt',
      'policy.pdf',
      'rota.csv',
      'rota.csv',
    ]);
  }, 30_000);

  it('a SCORM package carries the images of a labeled graphic and a gallery and the file of an attachment, and plays only its copies', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api, 'Evacuation');
    const upload = async (name: string, type: string, bytes: Buffer, mediaType = 'images') =>
      (await uploadMedia(server.url, api, courseId, { name, type, bytes }, mediaType)).body as {
        mediaId: string;
        url: string;
        contentType: string;
        width: number;
        height: number;
        size: number;
      };
    const plan = await upload('plan.jpg', 'image/jpeg', await photoWithExif(600, 400));
    const exit = await upload('exit.jpg', 'image/jpeg', await photoWithExif(300, 200));
    const floor = await upload('floor.jpg', 'image/jpeg', await photoWithExif(400, 300));
    const policy = await upload('policy.pdf', 'application/pdf', makePdf(['Fire policy']), 'documents');
    const ref = (m: typeof plan) => ({ id: m.mediaId, contentType: m.contentType, width: m.width, height: m.height });

    let revision = 0;
    for (const block of [
      {
        type: 'LabeledGraphicBlockComponent',
        data: {
          url: plan.url,
          media: ref(plan),
          alt: 'The floor plan',
          items: [{ id: 'm1', x: 20, y: 30, title: 'Exit', body: '', url: exit.url, media: ref(exit), alt: 'A door' }],
        },
      },
      {
        type: 'GalleryBlockComponent',
        data: { layout: 'grid', items: [{ id: 'i1', url: floor.url, media: ref(floor), alt: 'Floor 1', caption: '' }] },
      },
      {
        type: 'AttachmentBlockComponent',
        data: {
          url: policy.url,
          name: 'policy.pdf',
          contentType: 'application/pdf',
          size: policy.size,
          description: 'To print',
        },
      },
    ]) {
      const added = await api.post('/blocks/', { courseId, block });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      revision = added.body.revision;
    }
    await republish(api, courseId, revision, {});

    const generated = await api.post('/scorm-package/generate', { courseId, dispatchType: 'scorm2004' });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const zip = Buffer.from(await (await fetch(`${server.url}${generated.body.data.downloadUrl}`)).arrayBuffer());
    const dir = unzipPackage(zip);
    const config = readFileSync(join(dir, 'tessera-package.js'), 'utf8');
    expect(config).not.toContain('/api/media/');
    for (const m of [plan, exit, floor, policy]) expect(config).not.toContain(m.mediaId);
    const files = readdirSync(join(dir, 'media'));
    expect(files.filter((f) => f.endsWith('.jpg'))).toHaveLength(3);
    const [pdfCopy] = files.filter((f) => f.endsWith('.pdf'));
    expect(config).toContain(`media/${pdfCopy}`);
    const original = Buffer.from(await (await fetch(`${server.url}${policy.url}`)).arrayBuffer());
    expect(readFileSync(join(dir, 'media', pdfCopy!))).toEqual(original);
  }, 60_000);
});
