import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../support/eventually';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { spokenFile } from './av-files';
import { newCourse, uploadMedia } from './media-client';

type Api = Awaited<ReturnType<typeof registerUser>>['api'];

async function addBlock(api: Api, courseId: string, block: unknown): Promise<string> {
  const added = await api.post('/blocks/', { courseId, block });
  if (added.status !== 201) throw new Error(`add block: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body.block.id;
}

const blockOf = async (api: Api, courseId: string, blockId: string) =>
  ((await api.get(`/courses/${courseId}`)).body.course.blocks as { id: string; data: Record<string, unknown> }[]).find(
    (b) => b.id === blockId,
  )!;

describe('media jobs: transcription and avatar renders run in the background and show in their block', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('transcribes spoken audio offline into captions; the audio block gets the words; metrics report it', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    // PocketSphinx hears eSpeak's robot voice poorly; with Debian's engines this sentence comes back with "welcome" in it.
    const speech = await spokenFile(
      'Hello and welcome. In case of fire, walk to the nearest exit. Do not use the lift.',
      'wav',
    );
    const uploaded = await uploadMedia(
      server.url,
      api,
      courseId,
      { name: 'welcome.wav', type: 'audio/wav', bytes: speech },
      'audios',
    );
    expect(uploaded.status).toBe(200);
    const { mediaId, url } = uploaded.body;
    const blockId = await addBlock(api, courseId, {
      type: 'AudioBlockComponent',
      data: { url, media: { id: mediaId, contentType: 'audio/wav' } },
    });

    const french = await api.post('/media/transcribe', { courseId, blockId, mediaId, language: 'fr' });
    expect(french.status).toBe(400);
    expect(french.body.message).toBe(
      'This server transcribes en only (not fr); an OpenAI-compatible server would add more languages',
    );

    const asked = await api.post('/media/transcribe', { courseId, blockId, mediaId, language: 'en' });
    expect(asked.status).toBe(202);
    expect(asked.body.status).toBe('INIT');
    const done = await eventually(
      () => api.post('/blocks/transcribe-check', { id: blockId }),
      (r) => r.body?.status === 'COMPLETED' || r.body?.status === 'ERROR',
      30_000,
    );
    expect(done.body).toMatchObject({ id: asked.body.id, status: 'COMPLETED', language: 'en', error: null });
    const vtt = await (await fetch(`${server.url}${done.body.url}`)).text();
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(vtt).toMatch(/\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}/);
    expect(vtt.toLowerCase()).toContain('welcome');

    const block = await eventually(
      () => blockOf(api, courseId, blockId),
      (b) => b.data.transcript !== '',
    );
    expect(String(block.data.transcript).toLowerCase()).toContain('welcome');

    const metrics = await api.get('/courses/transcribe-metrics?pageNum=1&pageSize=10');
    expect(metrics.body).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 });
    expect(metrics.body.items[0]).toMatchObject({ id: asked.body.id, status: 'COMPLETED', attempts: 1 });
    expect(metrics.body.items[0].realTimeFactor).toBeGreaterThan(0);

    const eve = await registerUser(server.url, 'Eve');
    expect((await eve.api.post('/blocks/transcribe-check', { id: blockId })).status).toBe(404);
    expect((await eve.api.post('/media/transcribe', { courseId, blockId, mediaId, language: 'en' })).status).toBe(404);
  }, 60_000);

  it('captions a video per language: the block gets a track for the language asked (en-GB)', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    const clip = await spokenFile('Welcome. Please read the fire notice.', 'mp4');
    const uploaded = await uploadMedia(
      server.url,
      api,
      courseId,
      { name: 'notice.mp4', type: 'video/mp4', bytes: clip },
      'videos',
    );
    const { mediaId, url } = uploaded.body;
    const blockId = await addBlock(api, courseId, {
      type: 'VideoBlockComponent',
      data: { url, media: { id: mediaId, contentType: 'video/mp4' }, videoType: 'upload' },
    });
    const asked = await api.post('/media/transcribe', { courseId, blockId, mediaId, language: 'en-GB' });
    expect(asked.status).toBe(202);
    const block = await eventually(
      () => blockOf(api, courseId, blockId),
      (b) => Object.keys(b.data.vtts as object).length > 0,
      30_000,
    );
    const track = (block.data.vtts as Record<string, string>)['en-GB'];
    expect(track).toMatch(/^\/api\/media\/files\/[^/]+\/original\.vtt$/);
    const served = await fetch(`${server.url}${track}`);
    expect(served.headers.get('content-type')).toBe('text/vtt');
  }, 60_000);

  it('renders an avatar video from a script: INIT, then IN_PROGRESS, then COMPLETED with a playable video and captions', async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    const script = 'Hello, I am your guide. Today we learn how to leave the building safely.';
    const blockId = await addBlock(api, courseId, { type: 'AvatarBlockComponent', data: { script } });
    const asked = await api.post('/media/render-avatar', { courseId, blockId, script, voice: 'en-us+f3' });
    expect(asked.status).toBe(202);
    const seen = new Set<string>();
    const block = await eventually(
      async () => {
        const b = await blockOf(api, courseId, blockId);
        seen.add(String(b.data.renderMediaStatus));
        return b;
      },
      (b) => b.data.renderMediaStatus === 'COMPLETED' || b.data.renderMediaStatus === 'ERROR',
      60_000,
    );
    expect(block.data).toMatchObject({ uuid: asked.body.id, renderMediaStatus: 'COMPLETED', voice: 'en-us+f3' });
    expect([...seen].every((s) => ['INIT', 'IN_PROGRESS', 'COMPLETED'].includes(s))).toBe(true);
    const video = await fetch(`${server.url}${block.data.url}`);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const captions = await (await fetch(`${server.url}${(block.data.vtts as Record<string, string>).en}`)).text();
    expect(captions).toContain('Hello, I am your guide.');
    expect(captions).toContain('Today we learn how to leave the building safely.');
    // Its poster and length come from the ordinary processing of an uploaded video.
    const item = await eventually(
      () => api.get(`/media/${block.data.mediaId}`),
      (r) => r.body?.status === 'ready',
      20_000,
    );
    expect(item.body.durationSeconds).toBeGreaterThan(3);

    const empty = await api.post('/media/render-avatar', { courseId, blockId, script: '  ' });
    expect(empty.status).toBe(400);
  }, 90_000);

  it("keeps on the block the voice a render speaks in, the engine's first when the author kept the default", async () => {
    const { api } = await registerUser(server.url);
    const courseId = await newCourse(api);
    const script = 'Welcome.';
    const blockId = await addBlock(api, courseId, { type: 'AvatarBlockComponent', data: { script } });
    const [first] = (await api.get('/media/engines')).body.voices as { id: string }[];
    for (const voice of [undefined, '', 'no-such-voice']) {
      expect((await api.post('/media/render-avatar', { courseId, blockId, script, voice })).status).toBe(202);
      expect((await blockOf(api, courseId, blockId)).data.voice).toBe(first!.id);
    }
  }, 30_000);
});
