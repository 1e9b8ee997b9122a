import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { republish } from '../delivery/fixture';
import { unzipPackage } from '../delivery/scorm-files';
import { photoWithExif } from './images';
import { newCourse, uploadMedia } from './media-client';

describe('uploaded media in what learners get: the learner module and a SCORM package that carries the file', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('publishes an uploaded image; the package holds its bytes and plays only that copy', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api, 'Harbour walk');
    const photo = await photoWithExif(900, 600);
    const uploaded = await uploadMedia(server.url, api, courseId, {
      name: 'harbour.jpg',
      type: 'image/jpeg',
      bytes: photo,
    });
    const { mediaId, url, width, height, contentType } = uploaded.body;
    const added = await api.post('/blocks/', {
      courseId,
      block: {
        type: 'ImageBlockComponent',
        data: { url, media: { id: mediaId, contentType, width, height, name: 'harbour.jpg' }, alt: 'The harbour' },
      },
    });
    expect(added.status).toBe(201);
    await republish(api, courseId, added.body.revision, {});

    const learner = await api.get(`/delivery/modules/${courseId}`);
    const block = learner.body.blocks.find(
      (b: { type: string; data: { url?: string } }) => b.type === 'ImageBlockComponent' && b.data.url === url,
    );
    expect(block.data.media).toEqual({
      id: mediaId,
      contentType: 'image/jpeg',
      width: 900,
      height: 600,
      name: 'harbour.jpg',
    });

    const generated = await api.post('/scorm-package/generate', { courseId, dispatchType: 'scorm12' });
    expect(generated.status).toBe(200);
    const zip = Buffer.from(await (await fetch(`${server.url}${generated.body.data.downloadUrl}`)).arrayBuffer());
    const dir = unzipPackage(zip);
    const config = readFileSync(join(dir, 'tessera-package.js'), 'utf8');
    expect(config).not.toContain('/api/media/');
    expect(config).not.toContain(mediaId);
    const [file] = readdirSync(join(dir, 'media')).filter((f) => f.endsWith('.jpg'));
    expect(config).toContain(`media/${file}`);
    const served = Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer());
    expect(readFileSync(join(dir, 'media', file!))).toEqual(served);
  }, 30_000);
});
