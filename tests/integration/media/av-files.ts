import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Speech by eSpeak NG as a WAV file (what an author might record), or over a test card as an MP4. */
export async function spokenFile(text: string, as: 'wav' | 'mp4'): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-speech-'));
  const wav = join(dir, 'speech.wav');
  try {
    await run('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', wav, '--', text]);
    if (as === 'wav') return await readFile(wav);
    const mp4 = join(dir, 'speech.mp4');
    await run('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-i', wav],
      ...['-shortest', '-pix_fmt', 'yuv420p', mp4],
    ]);
    return await readFile(mp4);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A real file made by ffmpeg from its test sources (`lavfi`): `seconds` of a test card or a tone. */
export async function makeWithFfmpeg(
  kind: 'mp4' | 'mp3',
  seconds: number,
  metadata: Record<string, string> = {},
): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-av-'));
  const out = join(dir, `clip.${kind}`);
  const source =
    kind === 'mp4'
      ? ['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=10`, '-pix_fmt', 'yuv420p']
      : ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];
  try {
    const tags = Object.entries(metadata).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]);
    // `use_metadata_tags` keeps custom keys (a phone's location) in an MP4, as phones write them.
    const keep = Object.keys(metadata).length && kind === 'mp4' ? ['-movflags', 'use_metadata_tags'] : [];
    await run('ffmpeg', ['-v', 'error', '-y', ...source, ...tags, ...keep, out]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
