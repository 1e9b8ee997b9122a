/**
 * npm run bench:packages — the four packages a user downloads (SCORM 1.2, SCORM 2004, cmi5 and a
 * plain web package) of a 30-block module with uploaded media: eight photos, a video and a piece of
 * audio, on embedded defaults. Each figure is median and range of RUNS, wall time and CPU time (the
 * one a busy machine does not stretch):
 * - through the HTTP route an author uses: generate + download of the first build of a revision
 *   (each run publishes a new revision, so no run is served from the build cache);
 * - the builder alone, from the published module and the media store.
 * The web app must be built first (npm run build). Prints one JSON document.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { buildBundledPackage } from '../../src/modules/delivery/bundled-package';
import { buildCmi5Package } from '../../src/modules/delivery/cmi5/package';
import type { LearnerModule } from '../../src/modules/delivery/learner-module';
import type { MediaSources } from '../../src/modules/delivery/scorm/media';
import { buildWebPackage } from '../../src/modules/delivery/web-package';
import { uploadedFileReader } from '../../src/modules/media';
import { createDiskStorage } from '../../src/platform/storage/disk';
import { WEB_ROOT } from '../../src/start/web-root';
import setupPGliteTemplate from '../support/global-setup';
import { registerUser, startTestServer } from '../support/server';
import { republish } from '../integration/delivery/fixture';
import { uploadMedia } from '../integration/media/media-client';
import { yesNoQuestion } from './blocks';
import { writePhotoLike } from './photo-like';
import { load1, now, progress, round, spread } from './stats';

const run = promisify(execFile);
const BLOCKS = 30;
const PHOTOS = 8;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TYPES = ['scorm12', 'scorm2004', 'cmi5', 'web'] as const;
type PackageType = (typeof TYPES)[number];
const MB = 1024 * 1024;

type Api = Awaited<ReturnType<typeof registerUser>>['api'];
type Uploaded = { mediaId: string; url: string; contentType: string; width?: number; height?: number };

/** Eight 2000 × 1500 photos cut from one photo-like picture, 30 s of 720p H.264 at 2 Mbit/s, 60 s of MP3 at 128 kbit/s. */
async function makeMedia(dir: string) {
  const big = join(dir, 'big.jpg');
  await writePhotoLike(big, 4000, 3000);
  const photos = await Promise.all(
    Array.from({ length: PHOTOS }, (_, i) =>
      sharp(big)
        .extract({ left: (i % 4) * 660, top: (i % 2) * 1500, width: 2000, height: 1500 })
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
  const video = join(dir, 'film.mp4');
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=duration=30:size=1280x720:rate=25'],
    ...['-vf', 'noise=alls=12:allf=t', '-c:v', 'libx264', '-b:v', '2M', '-pix_fmt', 'yuv420p', video],
  ]);
  const audio = join(dir, 'voice.mp3');
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'anoisesrc=duration=60:color=pink:amplitude=0.2'],
    ...['-b:a', '128k', audio],
  ]);
  return { photos, video: await readFile(video), audio: await readFile(audio) };
}

async function uploadAll(url: string, api: Api, courseId: string, media: Awaited<ReturnType<typeof makeMedia>>) {
  const upload = async (name: string, type: string, bytes: Buffer, kind: string): Promise<Uploaded> => {
    const res = await uploadMedia(url, api, courseId, { name, type, bytes }, kind);
    if (res.status !== 200) throw new Error(`upload of ${name}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Uploaded;
  };
  const photos: Uploaded[] = [];
  for (const [i, bytes] of media.photos.entries())
    photos.push(await upload(`photo-${i}.jpg`, 'image/jpeg', bytes, 'images'));
  const video = await upload('film.mp4', 'video/mp4', media.video, 'videos');
  const audio = await upload('voice.mp3', 'audio/mpeg', media.audio, 'audios');
  // Variants and the poster are made in the background: wait, so they do not run during the builds.
  for (;;) {
    const { items } = (await api.get('/media')).body as { items: { status: string }[] };
    if (items.some((i) => i.status === 'failed')) throw new Error('media processing failed');
    if (items.length === PHOTOS + 2 && items.every((i) => i.status === 'ready')) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { photos, video, audio };
}

/** The module: a heading, then photos, the video and the audio among text and questions. */
function blocksOf({ photos, video, audio }: Awaited<ReturnType<typeof uploadAll>>) {
  const ref = (m: Uploaded) => ({ id: m.mediaId, contentType: m.contentType, width: m.width, height: m.height });
  const blocks: unknown[] = [
    { type: 'HeadingBlockComponent', data: { text: 'Harbour safety', level: 1 } },
    { type: 'VideoBlockComponent', data: { url: video.url, media: ref(video), videoType: 'upload' } },
    { type: 'AudioBlockComponent', data: { url: audio.url, media: ref(audio), transcript: 'Welcome aboard.' } },
  ];
  for (const [i, photo] of photos.entries()) {
    blocks.push({ type: 'ImageBlockComponent', data: { url: photo.url, media: ref(photo), alt: `Photo ${i}` } });
    blocks.push({
      type: 'TextBlockComponent',
      data: { html: `<p>${'What to look out for on the quay. '.repeat(15)}</p>` },
    });
  }
  while (blocks.length < BLOCKS) blocks.push(yesNoQuestion(`Question ${blocks.length}`));
  return blocks;
}

const BUILDERS: Record<
  PackageType,
  (module: LearnerModule, sources: MediaSources & { publicUrl: string }) => Promise<Buffer>
> = {
  scorm12: (module, sources) =>
    buildBundledPackage({ modules: [module], version: 'scorm12', reporting: 'passed-failed', sources }),
  scorm2004: (module, sources) =>
    buildBundledPackage({ modules: [module], version: 'scorm2004', reporting: 'passed-failed', sources }),
  cmi5: (module, sources) => buildCmi5Package([module], sources),
  web: (module, sources) => buildWebPackage([module], sources),
};

/** Wall and CPU time (every thread of this process: the server's and zlib's too) of each package type's runs. */
function timings() {
  const runs = new Map<PackageType, { wallMs: number; cpuMs: number }[]>(TYPES.map((t) => [t, []]));
  return {
    async time<T>(type: PackageType, work: () => Promise<T>): Promise<T> {
      const cpu = process.cpuUsage();
      const started = now();
      const result = await work();
      const used = process.cpuUsage(cpu);
      runs.get(type)!.push({ wallMs: now() - started, cpuMs: (used.user + used.system) / 1000 });
      return result;
    },
    summary: (type: PackageType) => ({
      wallMs: spread(
        runs.get(type)!.map((r) => r.wallMs),
        0,
      ),
      cpuMs: spread(
        runs.get(type)!.map((r) => r.cpuMs),
        0,
      ),
    }),
  };
}

async function main() {
  if (!process.env.DATABASE_URL) await setupPGliteTemplate();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-packages-'));
  const server = await startTestServer({ env: { DATA_DIR: dataDir } });
  try {
    progress('making the media');
    const media = await makeMedia(dataDir);
    const { api } = await registerUser(server.url, 'Bencher');
    const created = await api.post('/courses/', { course: { title: 'Harbour safety' } });
    const courseId = created.body.course.id as string;
    const starters = (created.body.course.blocks as { id: string }[]).map((b) => b.id);
    progress('uploading them and waiting for their variants');
    const uploaded = await uploadAll(server.url, api, courseId, media);
    let revision = created.body.revision as number;
    for (const block of blocksOf(uploaded)) {
      const added = await api.post('/blocks/', { courseId, block });
      if (added.status !== 201) throw new Error(`add block: ${added.status} ${JSON.stringify(added.body)}`);
      revision = added.body.revision;
    }
    ({ revision } = await republish(api, courseId, revision, { deletedBlocks: starters }));

    const http = timings();
    const zipBytes: Partial<Record<PackageType, number>> = {};
    const loads: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      progress(`through HTTP, run ${i + 1} of ${RUNS}`);
      // A new revision each run: its packages are built, not served from the build cache.
      ({ revision } = await republish(api, courseId, revision, { title: `Harbour safety ${i}` }));
      loads.push(load1());
      for (const type of TYPES) {
        zipBytes[type] = await http.time(type, async () => {
          const generated = await api.post('/scorm-package/generate', { courseId, dispatchType: type });
          if (generated.status !== 200) throw new Error(`generate ${type}: ${JSON.stringify(generated.body)}`);
          return (await (await fetch(`${server.url}${generated.body.data.downloadUrl}`)).arrayBuffer()).byteLength;
        });
      }
    }

    const module = (await (await fetch(`${server.url}/api/delivery/modules/${courseId}`)).json()) as LearnerModule;
    const storage = createDiskStorage(join(dataDir, 'media'));
    const sources = { webRoot: WEB_ROOT, publicUrl: server.url, readUploaded: uploadedFileReader(storage) };
    const builder = timings();
    for (let i = 0; i < RUNS; i++) {
      progress(`the builders alone, run ${i + 1} of ${RUNS}`);
      loads.push(load1());
      for (const type of TYPES) {
        await builder.time(type, () => BUILDERS[type](module, sources));
      }
    }

    const mediaBytes = [...media.photos, media.video, media.audio].reduce((n, b) => n + b.length, 0);
    console.log(
      JSON.stringify(
        {
          module: {
            blocks: module.blocks.length,
            media: `${PHOTOS} photos 2000 × 1500 JPEG, 30 s 720p H.264 video, 60 s MP3`,
            mediaMb: round(mediaBytes / MB, 1),
          },
          load1: loads,
          packages: Object.fromEntries(
            TYPES.map((type) => [
              type,
              {
                zipMb: round((zipBytes[type] ?? 0) / MB, 2),
                generateAndDownload: http.summary(type),
                builder: builder.summary(type),
              },
            ]),
          ),
        },
        null,
        2,
      ),
    );
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
