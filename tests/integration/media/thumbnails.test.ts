import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../support/eventually';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { photoWithExif } from './images';
import { newCourse, uploadMedia } from './media-client';

const NOT_DRAFTING = 'The thumbnail of a draft can change only while the module is being drafted';

describe('module thumbnails (SPEC §4): upload or generate, draft then published, on the dashboard', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('sets an uploaded thumbnail on the draft, shows it on the dashboard, and publishing promotes it', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api, 'Harbour walk');
    const photo = await photoWithExif(1600, 900);
    const uploaded = await uploadMedia(
      server.url,
      api,
      courseId,
      { name: 'cover.jpg', type: 'image/jpeg', bytes: photo },
      'thumbnails',
    );
    const { mediaId, url } = uploaded.body;

    // A new module is not a draft yet: a thumbnail "for a draft" is refused, and nothing changes.
    const refused = await api.put(`/courses/${courseId}`, {
      course: { thumbnail: { mediaId } },
      updateThumbnail: true,
      isDraft: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(NOT_DRAFTING);
    expect((await api.get(`/courses/thumbnailCheck/${courseId}`)).body.hasThumbnail).toBe(false);

    const edited = await api.put(`/courses/${courseId}`, { course: { title: 'Harbour walk, day 1' } });
    expect(edited.body.course.status).toBe('DRAFTING');
    const set = await api.put(`/courses/${courseId}`, {
      course: { thumbnail: { mediaId } },
      updateThumbnail: true,
      isDraft: true,
    });
    expect(set.status).toBe(200);
    expect(set.body.course).toMatchObject({
      hasThumbnail: true,
      thumbnails: { courseId, draft: url, published: null },
    });

    const check = await api.get(`/courses/thumbnailCheck/${courseId}`);
    expect(check.body).toMatchObject({ hasThumbnail: true, thumbnails: { draft: url, published: null } });
    expect((await api.get(`/courses/get-signed-url/${courseId}?isDraft=true`)).body.signedUrl).toBe(url);
    expect((await api.get(`/courses/get-signed-url/${courseId}?isDraft=false`)).status).toBe(404);

    const dashboard = await eventually(
      () => api.get('/courses/list'),
      (r) => r.body.courses[0]?.thumbnail?.url === url,
    );
    expect(dashboard.body.courses[0].thumbnail).toEqual({ type: 'image', url });

    const published = await api.put(`/courses/${courseId}?onPublish=true`, { course: {} });
    expect(published.body.course.thumbnails).toMatchObject({ draft: url, published: url });
    expect((await api.get(`/courses/get-signed-url/${courseId}?isDraft=false`)).body.signedUrl).toBe(url);

    // A new thumbnail on the next draft clears the published one until the next publish (SPEC §4).
    await api.put(`/courses/${courseId}`, { course: { description: 'Second walk' } });
    const generated = await api.post(`/courses/generate-thumbnail/${courseId}`, { from: 'title-card', isDraft: true });
    expect(generated.status).toBe(200);
    const card = generated.body.course.thumbnails.draft as string;
    expect(card).toMatch(/^\/api\/media\/files\/[^/]+\/original\.jpg$/);
    expect(generated.body.course.thumbnails.published).toBeNull();
    const cardBytes = Buffer.from(await (await fetch(`${server.url}${card}`)).arrayBuffer());
    expect(await sharp(cardBytes).metadata()).toMatchObject({ width: 1280, height: 720, format: 'jpeg' });
    // It is kept in the library like any upload.
    const library = await eventually(
      () => api.get('/media?searchTerm=Thumbnail'),
      (r) => r.body.total === 1,
    );
    expect(library.body.items[0].name).toBe('Thumbnail of Harbour walk, day 1.jpg');

    // A copy keeps its original's thumbnail.
    const copy = await api.post(`/courses/duplicate-course/${courseId}`, { courseTitle: 'Harbour walk (copy)' });
    expect(copy.body.course.thumbnails).toMatchObject({ draft: card });

    const removed = await api.put(`/courses/${courseId}`, { course: {}, hasThumbnail: false });
    // No placeholder either (made by the API without one): no thumbnail at all.
    expect(removed.body.course).toMatchObject({ hasThumbnail: false, thumbnails: { draft: null, published: null } });
  }, 30_000);

  it('makes one from the first image only when it was uploaded; refuses other organisations', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    const none = await api.post(`/courses/generate-thumbnail/${courseId}`, { from: 'first-image' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('This module has no image yet: add one, or make a title card');

    const external = await api.post('/blocks/', {
      courseId,
      block: { type: 'ImageBlockComponent', data: { url: 'https://cdn.example/a.jpg', alt: 'A' } },
    });
    expect(external.status).toBe(201);
    const web = await api.post(`/courses/generate-thumbnail/${courseId}`, { from: 'first-image' });
    expect(web.status).toBe(400);
    expect(web.body.message).toBe(
      'The first image is a web address: upload it to the module to make a thumbnail from it',
    );

    const tall = await sharp({ create: { width: 600, height: 1200, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const uploaded = await uploadMedia(server.url, api, courseId, { name: 'tall.png', type: 'image/png', bytes: tall });
    const starters = (await api.get(`/courses/${courseId}`)).body.course.blocks as { id: string; type: string }[];
    await api.put(`/courses/${courseId}`, {
      course: {
        deletedBlocks: starters.filter((b) => b.type === 'ImageBlockComponent').map((b) => b.id),
        blocks: [],
      },
    });
    const added = await api.post('/blocks/', {
      courseId,
      block: {
        type: 'ImageBlockComponent',
        data: { url: uploaded.body.url, media: { id: uploaded.body.mediaId, contentType: 'image/png' }, alt: 'Green' },
      },
    });
    expect(added.status).toBe(201);
    const made = await api.post(`/courses/generate-thumbnail/${courseId}`, { from: 'first-image' });
    expect(made.status).toBe(200);
    const thumbnail = Buffer.from(
      await (await fetch(`${server.url}${made.body.course.thumbnails.draft}`)).arrayBuffer(),
    );
    const { dominant } = await sharp(thumbnail).stats();
    expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 1280, height: 720 });
    expect(dominant.g).toBeGreaterThan(100);

    const eve = await registerUser(server.url, 'Eve');
    expect((await eve.api.get(`/courses/thumbnailCheck/${courseId}`)).status).toBe(404);
    expect((await eve.api.post(`/courses/generate-thumbnail/${courseId}`, { from: 'title-card' })).status).toBe(404);
    const eveCourse = await newCourse(eve.api);
    const stolen = await eve.api.put(`/courses/${eveCourse}`, {
      course: { thumbnail: { mediaId: uploaded.body.mediaId } },
      updateThumbnail: true,
    });
    expect(stolen.status).toBe(404);
  }, 30_000);
});
