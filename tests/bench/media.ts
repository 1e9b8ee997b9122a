/**
 * npm run bench:media — media work on this machine, on embedded defaults (a Tessera in this process,
 * PGlite, local disk). Prints one JSON document:
 * - upload throughput through a pre-signed URL (counting, temp file, sniffing, the copy without
 *   metadata, storing) beside a raw disk write of the same bytes in the same run;
 * - the variants of a 12-MP photo-like JPEG (AVIF and WebP at every width): wall and CPU time and
 *   the peak resident memory above idle, each of 3 runs in a fresh process (median and range);
 * - transcription real-time factor (PocketSphinx on a minute of eSpeak NG speech; below 1 is faster
 *   than the speech lasts).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pocketsphinx } from '../../src/modules/media/speech/speech-to-text';
import { durationOf } from '../../src/modules/media/ffmpeg';
import setupPGliteTemplate from '../support/global-setup';
import { registerUser, startTestServer } from '../support/server';
import { writePhotoLike } from './photo-like';
import { load1, now, progress, round, spread } from './stats';

const run = promisify(execFile);
const UPLOAD_MB = 200;
const MB = 1024 * 1024;

/** A 16-bit stereo 48 kHz WAV of `bytes` bytes, its samples random. */
function wavOfNoise(bytes: number): Buffer {
  const wav = randomBytes(bytes);
  const data = bytes - 44;
  wav.write('RIFF', 0);
  wav.writeUInt32LE(bytes - 8, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(2, 22);
  wav.writeUInt32LE(48_000, 24);
  wav.writeUInt32LE(48_000 * 4, 28);
  wav.writeUInt16LE(4, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(data - (data % 4), 40);
  return wav;
}

async function uploadThroughput(dir: string) {
  if (!process.env.DATABASE_URL) await setupPGliteTemplate();
  const server = await startTestServer({ env: { MEDIA_LIMIT_AUDIO: '1GB' } });
  try {
    const { api } = await registerUser(server.url);
    const courseId = (await api.post('/courses/', { course: { title: 'Bench' } })).body.course.id;
    // A WAV of noise: any bytes are valid samples, so the server identifies it and copies it whole
    // into a file without metadata, as it does every upload of sound or film.
    const bytes = wavOfNoise(UPLOAD_MB * MB);
    const raw = join(dir, 'raw-write.bin');
    let started = now();
    await writeFile(raw, bytes);
    const rawSeconds = (now() - started) / 1000;
    await rm(raw);
    const presigned = await api.post('/courses/pre-signed-url', {
      filename: 'big.wav',
      contentType: 'audio/wav',
      courseId,
      mediaType: 'audios',
    });
    started = now();
    const res = await fetch(`${server.url}${presigned.body.preSignedUrl}`, {
      method: 'PUT',
      headers: { 'content-type': 'audio/wav' },
      body: new Uint8Array(bytes),
    });
    const uploadSeconds = (now() - started) / 1000;
    if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    return {
      sizeMb: UPLOAD_MB,
      uploadMbPerSecond: round(UPLOAD_MB / uploadSeconds, 1),
      rawDiskWriteMbPerSecond: round(UPLOAD_MB / rawSeconds, 1),
    };
  } finally {
    await server.close();
  }
}

const VARIANT_RUNS = 3;
const childScript = fileURLToPath(new URL('./image-variants.child.ts', import.meta.url));

type VariantsRun = {
  seconds: number;
  cpuSeconds: number;
  idleRssMb: number;
  peakAboveIdleMb: number;
  bytes: Record<string, number>;
};

/** Each run in a fresh process, so its memory starts from idle and no earlier run's heap is counted. */
async function imageVariants(dir: string) {
  const width = 4000;
  const height = 3000;
  const photo = join(dir, 'photo-12mp.jpg');
  await writePhotoLike(photo, width, height);
  const runs: (VariantsRun & { load1: number })[] = [];
  for (let i = 0; i < VARIANT_RUNS; i++) {
    const out = mkdtempSync(join(dir, 'variants-'));
    const before = load1();
    const { stdout } = await run(process.execPath, ['--import', 'tsx', childScript, photo, String(width), out]);
    runs.push({ ...(JSON.parse(stdout) as VariantsRun), load1: before });
    await rm(out, { recursive: true, force: true });
  }
  const bytes = runs[0]!.bytes;
  return {
    photo: `${width} × ${height} photo-like JPEG, ${round((await stat(photo)).size / MB, 1)} MB`,
    variants: Object.keys(bytes).length,
    seconds: spread(runs.map((r) => r.seconds)),
    cpuSeconds: spread(runs.map((r) => r.cpuSeconds)),
    peakRssAboveIdleMb: spread(
      runs.map((r) => r.peakAboveIdleMb),
      1,
    ),
    idleRssMb: spread(
      runs.map((r) => r.idleRssMb),
      1,
    ),
    load1: runs.map((r) => r.load1),
    totalBytes: Object.values(bytes).reduce((n, b) => n + b, 0),
    bytes,
  };
}

async function transcription(dir: string) {
  const sentence = 'In case of fire, stay calm, leave your things, and walk to the nearest exit. ';
  const speech = join(dir, 'speech.wav');
  await run('espeak-ng', ['-v', 'en-us', '-w', join(dir, 'espeak.wav'), '--', sentence.repeat(12)]);
  await run('ffmpeg', ['-v', 'error', '-y', '-i', join(dir, 'espeak.wav'), '-ac', '1', '-ar', '16000', speech]);
  const speechSeconds = (await durationOf(speech)) ?? 0;
  const started = now();
  const cues = await pocketsphinx(true).transcribe(speech, 'en');
  const seconds = (now() - started) / 1000;
  return {
    engine: 'pocketsphinx (en-us)',
    speechSeconds: round(speechSeconds, 1),
    seconds: round(seconds, 2),
    realTimeFactor: round(seconds / speechSeconds, 3),
    cues: cues.length,
  };
}

/** `npm run bench:media -- variants`: only the parts named (all without names). */
const only = process.argv.slice(2);
const part = <T>(name: string, what: string, work: () => Promise<T>): Promise<T | 'skipped'> => {
  if (only.length && !only.includes(name)) return Promise.resolve('skipped');
  progress(what);
  return work();
};

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-media-'));
  try {
    const upload = await part('upload', `uploading ${UPLOAD_MB} MB`, () => uploadThroughput(dir));
    const variants = await part('variants', 'making the variants of a 12-MP photo', () => imageVariants(dir));
    const speech = await part('transcription', 'transcribing a minute of speech', () => transcription(dir));
    const cpu = (await readFile('/proc/cpuinfo', 'utf8').catch(() => '')).match(/model name\s*:\s*(.*)/)?.[1];
    console.log(
      JSON.stringify(
        { machine: { cpu, cores: (await import('node:os')).cpus().length }, upload, variants, transcription: speech },
        null,
        2,
      ),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
