import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../support/eventually';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { spokenFile } from './av-files';
import { newCourse, uploadMedia } from './media-client';

/** Two seconds of a 440 Hz tone as 16-bit mono WAV: what a speech server answers with. */
function toneWav(seconds = 2, rate = 16_000): Buffer {
  const samples = seconds * rate;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return wav;
}

type Received = { path: string; authorization: string | undefined; body: string };

/**
 * A stand-in for an OpenAI-compatible speech server (none can run here), speaking its HTTP API:
 * multipart `/v1/audio/transcriptions` answered as WebVTT, JSON `/v1/audio/speech` answered as WAV.
 */
function fakeSpeechServer() {
  const received: Received[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    });
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    received.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.url === '/v1/audio/transcriptions') {
      res.writeHead(200, { 'content-type': 'text/vtt' });
      return res.end('WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nBonjour et bienvenue.\n');
    }
    if (req.url === '/v1/audio/speech') {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      return res.end(toneWav());
    }
    res.writeHead(404).end();
  });
  return { server, received };
}

describe('speech through an OpenAI-compatible server (OPENAI_BASE_URL): any language, its voices', () => {
  let server: TestServer;
  const fake = fakeSpeechServer();
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const port = (fake.server.address() as AddressInfo).port;
    server = await startTestServer({
      env: { OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`, OPENAI_API_KEY: 'test-key-123' },
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((r) => fake.server.close(r));
  });

  it('transcribes French through the server, and renders an avatar in one of its voices', async () => {
    const { api } = await registerUser(server.url);
    const engines = await api.get('/media/engines');
    expect(engines.body).toMatchObject({ transcriptionLanguages: 'any', transcription: { available: true } });
    expect(engines.body.voices.map((v: { id: string }) => v.id)).toContain('nova');

    const courseId = await newCourse(api);
    const speech = await spokenFile('Bonjour', 'wav');
    const uploaded = await uploadMedia(
      server.url,
      api,
      courseId,
      { name: 'bonjour.wav', type: 'audio/wav', bytes: speech },
      'audios',
    );
    const { mediaId, url } = uploaded.body;
    const audio = await api.post('/blocks/', {
      courseId,
      block: { type: 'AudioBlockComponent', data: { url, media: { id: mediaId, contentType: 'audio/wav' } } },
    });
    const asked = await api.post('/media/transcribe', {
      courseId,
      blockId: audio.body.block.id,
      mediaId,
      language: 'fr',
    });
    expect(asked.status).toBe(202);
    const done = await eventually(
      () => api.post('/blocks/transcribe-check', { id: audio.body.block.id }),
      (r) => r.body?.status === 'COMPLETED' || r.body?.status === 'ERROR',
      20_000,
    );
    expect(done.body).toMatchObject({ status: 'COMPLETED', language: 'fr' });
    expect(await (await fetch(`${server.url}${done.body.url}`)).text()).toContain('Bonjour et bienvenue.');
    const transcription = fake.received.find((r) => r.path === '/v1/audio/transcriptions')!;
    expect(transcription.authorization).toBe('Bearer test-key-123');
    expect(transcription.body).toMatch(/name="model"\r\n\r\nwhisper-1/);
    expect(transcription.body).toMatch(/name="language"\r\n\r\nfr/);
    expect(transcription.body).toMatch(/name="response_format"\r\n\r\nvtt/);

    const avatar = await api.post('/blocks/', {
      courseId,
      block: { type: 'AvatarBlockComponent', data: { script: 'Bonjour.' } },
    });
    const blockId = avatar.body.block.id;
    expect(
      (await api.post('/media/render-avatar', { courseId, blockId, script: 'Bonjour.', voice: 'nova' })).status,
    ).toBe(202);
    const rendered = await eventually(
      async () =>
        (
          (await api.get(`/courses/${courseId}`)).body.course.blocks as {
            id: string;
            data: { renderMediaStatus: string };
          }[]
        ).find((b) => b.id === blockId)!,
      (b) => b.data.renderMediaStatus === 'COMPLETED' || b.data.renderMediaStatus === 'ERROR',
      30_000,
    );
    expect(rendered.data.renderMediaStatus).toBe('COMPLETED');
    const voiced = JSON.parse(fake.received.find((r) => r.path === '/v1/audio/speech')!.body);
    expect(voiced).toMatchObject({ model: 'tts-1', voice: 'nova', input: 'Bonjour.', response_format: 'wav' });
  }, 60_000);
});
