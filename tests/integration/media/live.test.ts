import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseRoom } from '../../../src/modules/courses/live-rooms';
import { connectLive } from '../../support/live-client';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { photoWithExif } from './images';
import { newCourse, uploadMedia } from './media-client';

describe('media on the live socket: the course room hears uploads, their sizes and thumbnail changes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('an upload, its processing and a new thumbnail reach everyone in the course room', async () => {
    const author = await registerUser(server.url);
    const courseId = await newCourse(author.api);
    const live = await connectLive(server.url, author.token);
    await live.waitFor((m) => m.type === 'welcome');
    live.send({ v: 2, type: 'join', room: courseRoom(courseId) });
    await live.waitFor((m) => m.type === 'joined');

    const uploaded = await uploadMedia(server.url, author.api, courseId, {
      name: 'cover.jpg',
      type: 'image/jpeg',
      bytes: await photoWithExif(900, 600),
    });
    const { mediaId } = uploaded.body;
    const stored = await live.waitFor((m) => m.type === 'event' && m.event.type === 'MediaUploaded');
    expect(stored).toMatchObject({ event: { name: 'mediaChanged', data: { mediaId, courseId } } });
    await live.waitFor((m) => m.type === 'event' && m.event.type === 'MediaProcessed', 20_000);

    await author.api.put(`/courses/${courseId}`, { course: { thumbnail: { mediaId } }, updateThumbnail: true });
    const thumbnail = await live.waitFor((m) => m.type === 'event' && m.event.type === 'CourseThumbnailDrafted');
    expect(thumbnail).toMatchObject({ event: { name: 'thumbnailChanged' } });
    await live.close();
  }, 30_000);
});
