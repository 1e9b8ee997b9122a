import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { republish } from '../delivery/fixture';
import { unzipPackage, xmllintCourseStructure, xmllintManifest, zipMethods } from '../delivery/scorm-files';
import { makeWithFfmpeg } from './av-files';
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

  it('stores pictures, film, sound and fonts as they are (compressed already) and deflates the rest; every package unzips with its CRCs right and validates', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api, 'Quay walk');
    const upload = async (name: string, type: string, bytes: Buffer, mediaType: string) => {
      const res = await uploadMedia(server.url, api, courseId, { name, type, bytes }, mediaType);
      expect(res.status).toBe(200);
      return res.body as { mediaId: string; url: string; contentType: string };
    };
    const photo = await upload('quay.jpg', 'image/jpeg', await photoWithExif(600, 400), 'images');
    const film = await upload('quay.mp4', 'video/mp4', await makeWithFfmpeg('mp4', 1), 'videos');
    const sound = await upload('gulls.mp3', 'audio/mpeg', await makeWithFfmpeg('mp3', 1), 'audios');
    const ref = (m: typeof photo) => ({ id: m.mediaId, contentType: m.contentType });
    let revision = 0;
    for (const block of [
      { type: 'ImageBlockComponent', data: { url: photo.url, media: ref(photo), alt: 'The quay' } },
      { type: 'VideoBlockComponent', data: { url: film.url, media: ref(film), videoType: 'upload' } },
      { type: 'AudioBlockComponent', data: { url: sound.url, media: ref(sound), transcript: 'Gulls.' } },
    ]) {
      const added = await api.post('/blocks/', { courseId, block });
      expect(added.status).toBe(201);
      revision = added.body.revision;
    }
    await republish(api, courseId, revision, {});

    for (const dispatchType of ['scorm2004', 'cmi5', 'web']) {
      const generated = await api.post('/scorm-package/generate', { courseId, dispatchType });
      expect(generated.status).toBe(200);
      const zip = Buffer.from(await (await fetch(`${server.url}${generated.body.data.downloadUrl}`)).arrayBuffer());
      const methods = zipMethods(zip);
      const stored = Object.keys(methods).filter((path) => methods[path] === 'Stored');
      expect(
        stored
          .filter((path) => path.startsWith('media/'))
          .map((path) => path.split('.')[1])
          .sort(),
      ).toEqual(['jpg', 'mp3', 'mp4']);
      expect(
        stored.every((path) => /^(media\/|fonts\/.*\.woff2$)/.test(path)),
        stored.join(' '),
      ).toBe(true);
      for (const path of ['index.html', 'tessera-package.js']) expect([path, methods[path]]).toEqual([path, 'Defl:N']);

      const dir = unzipPackage(zip);
      for (const [media, name] of [
        [photo, 'jpg'],
        [film, 'mp4'],
        [sound, 'mp3'],
      ] as const) {
        const file = stored.find((path) => path.endsWith(`.${name}`))!;
        const served = Buffer.from(await (await fetch(`${server.url}${media.url}`)).arrayBuffer());
        expect(readFileSync(join(dir, file)).equals(served), file).toBe(true);
      }
      if (dispatchType === 'scorm2004') expect(xmllintManifest(dir, 'scorm2004')).toMatchObject({ ok: true });
      if (dispatchType === 'cmi5') expect(xmllintCourseStructure(dir)).toEqual({ ok: true, output: '' });
    }
  }, 60_000);
});
