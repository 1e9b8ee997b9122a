import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';
import { eventually } from '../../support/eventually';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { makeWithFfmpeg } from './av-files';
import { newCourse, uploadMedia } from './media-client';

describe('video and audio uploads: identified by their bytes, given a duration and a poster', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('a video gets its duration and a poster still; an audio file its duration', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    const video = await uploadMedia(
      server.url,
      api,
      courseId,
      { name: 'intro.mp4', type: 'video/mp4', bytes: await makeWithFfmpeg('mp4', 3) },
      'videos',
    );
    expect(video.status).toBe(200);
    expect(video.body).toMatchObject({ kind: 'video', contentType: 'video/mp4' });
    const audio = await uploadMedia(
      server.url,
      api,
      courseId,
      { name: 'tone.mp3', type: 'audio/mpeg', bytes: await makeWithFfmpeg('mp3', 2) },
      'audios',
    );
    expect(audio.status).toBe(200);
    expect(audio.body).toMatchObject({ kind: 'audio', contentType: 'audio/mpeg' });

    const ready = await eventually(
      () => api.get('/media'),
      (r) => r.body.items.length === 2 && r.body.items.every((i: { status: string }) => i.status === 'ready'),
      20_000,
    );
    const [audioItem, videoItem] = ready.body.items;
    expect(videoItem).toMatchObject({ kind: 'video', status: 'ready', poster: true });
    expect(videoItem.durationSeconds).toBeCloseTo(3, 0);
    expect(audioItem).toMatchObject({ kind: 'audio', status: 'ready', posterUrl: null });
    expect(audioItem.durationSeconds).toBeCloseTo(2, 0);

    const poster = await fetch(`${server.url}${videoItem.posterUrl}`);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).toMatchObject({ width: 320, height: 240 });

    // Players seek by ranges.
    const tail = await fetch(`${server.url}${videoItem.url}`, { headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(100);
  }, 30_000);

  it('a video’s poster before its still is made is a plain frame (200), not a 404; another file is still 404', async () => {
    const store = new PostgresEventStore(server.database);
    const mediaId = 'pstrpstrpstrpstr2346';
    await store.appendToStream(
      `media-${mediaId}`,
      [
        { type: 'MediaIdClaimed', data: { mediaId, orgId: 'o' } },
        {
          type: 'MediaUploaded',
          data: {
            mediaId,
            orgId: 'o',
            courseId: 'c',
            kind: 'video',
            name: 'clip.mp4',
            contentType: 'video/mp4',
            file: 'original.mp4',
            size: 1,
            uploadedBy: 'u',
          },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    await store.close();
    const poster = await fetch(`${server.url}/api/media/files/${mediaId}/poster.jpg`);
    expect([poster.status, poster.headers.get('content-type'), poster.headers.get('cache-control')]).toEqual([
      200,
      'image/svg+xml',
      'no-store',
    ]);
    expect(await poster.text()).toMatch(/^<svg /);
    expect((await fetch(`${server.url}/api/media/files/nmnmnmnmnmnmnmnm2346/poster.jpg`)).status).toBe(404);
  });

  it('keeps no metadata of a phone video: its location and title are gone from the stored file', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    const clip = await makeWithFfmpeg('mp4', 1, { location: '+52.3702+004.8952/', title: 'SECRET-TITLE-MARKER' });
    expect(clip.includes(Buffer.from('SECRET-TITLE-MARKER'))).toBe(true);
    expect(clip.includes(Buffer.from('+52.3702+004.8952'))).toBe(true);
    const uploaded = await uploadMedia(
      server.url,
      api,
      courseId,
      { name: 'phone.mp4', type: 'video/mp4', bytes: clip },
      'videos',
    );
    expect(uploaded.status).toBe(200);
    const stored = Buffer.from(await (await fetch(`${server.url}${uploaded.body.url}`)).arrayBuffer());
    expect(stored.includes(Buffer.from('SECRET-TITLE-MARKER'))).toBe(false);
    expect(stored.includes(Buffer.from('+52.3702+004.8952'))).toBe(false);
    // Still the same film: its frames were copied, not re-encoded.
    expect(stored.length).toBeGreaterThan(clip.length / 2);
  }, 20_000);

  it('refuses an image uploaded as a video (its bytes decide) and a video declared as an image', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const asVideo = await uploadMedia(
      server.url,
      api,
      courseId,
      { name: 'a.mp4', type: 'video/mp4', bytes: png },
      'videos',
    );
    expect(asVideo.status).toBe(400);
    expect(asVideo.body.message).toMatch(/Tessera accepts video files in MP4, WebM or QuickTime/);
    const mp4 = await makeWithFfmpeg('mp4', 1);
    const asImage = await uploadMedia(server.url, api, courseId, { name: 'a.png', type: 'image/png', bytes: mp4 });
    expect(asImage.status).toBe(400);
  }, 20_000);
});
