import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_ACCESS_DENIED } from '../../../src/modules/ai/assistant';
import { NOTHING_HEARD } from '../../../src/modules/ai/shared';
import { spokenFile } from '../media/av-files';
import { registerUser, startTestServer, type TestServer } from '../../support/server';

const run = promisify(execFile);

/** Speech (or, with no text, three seconds of silence) as a browser's recorder sends it: WebM with Opus. */
async function recorded(text: string | null): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-dictation-'));
  try {
    const source =
      text === null ? ['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=mono', '-t', '3'] : ['-i', join(dir, 'speech.wav')];
    if (text !== null) await writeFile(join(dir, 'speech.wav'), await spokenFile(text, 'wav'));
    await run('ffmpeg', ['-v', 'error', '-y', ...source, '-c:a', 'libopus', join(dir, 'speech.webm')]);
    return await readFile(join(dir, 'speech.webm'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('dictation: POST /api/ai/speech-to-text', () => {
  let server: TestServer;
  let author: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    server = await startTestServer();
    author = await registerUser(server.url, 'Speaker');
  });
  afterAll(async () => server.close());

  const dictate = async (recording: Buffer, language?: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(recording)], { type: 'audio/webm' }), 'recording.webm');
    if (language) form.append('language', language);
    const res = await fetch(`${server.url}/api/ai/speech-to-text`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${author.token}` },
    });
    return { status: res.status, body: (await res.json()) as { text?: string; message?: string } };
  };

  it("turns a browser's WebM recording into text offline", async () => {
    // PocketSphinx hears eSpeak's robot voice poorly; this sentence comes back with "welcome" in it.
    const res = await dictate(await recorded('Hello and welcome. In case of fire, walk to the nearest exit.'));
    expect(res.status).toBe(200);
    expect(res.body.text?.toLowerCase()).toContain('welcome');
  }, 60_000);

  it('says what is wrong: no recording, no sound, silence, a language the recogniser lacks, AI turned off', async () => {
    expect((await dictate(Buffer.alloc(0))).status).toBe(400);
    const noise = await dictate(Buffer.from('not a recording at all'));
    expect([noise.status, noise.body.message]).toEqual([400, 'This file has no sound to transcribe']);
    const silence = await dictate(await recorded(null));
    expect([silence.status, silence.body]).toEqual([400, { message: NOTHING_HEARD }]);
    const french = await dictate(await recorded('Bonjour'), 'fr');
    expect(french.status).toBe(400);
    expect(french.body.message).toContain('not fr');
    await author.api.put('/organization/ai', { enabled: false });
    const off = await dictate(await recorded('Hello'));
    expect([off.status, off.body.message]).toEqual([403, AI_ACCESS_DENIED]);
  }, 60_000);
});
