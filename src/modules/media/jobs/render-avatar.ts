import { execFile } from 'node:child_process';
import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { durationOf, FFMPEG_MISSING } from '../ffmpeg';
import { storeGeneratedFile } from '../store-generated';
import { toVtt } from '../speech/vtt';
import { loadSharp } from '../sharp';
import { withTempDir } from '../temp-files';
import { mediaFileUrl } from '../variants';
import { downloadUpload } from './audio-files';
import type { JobOutput, JobRequested } from './events';
import type { JobDeps } from './job-deps';
import { scriptCaptions } from './script-captions';

const run = promisify(execFile);

const WIDTH = 1280;
const HEIGHT = 720;

/** The avatar when the author gave no picture: a figure on the frame's colours. */
const DEFAULT_AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="720">
  <rect width="720" height="720" fill="#e0e7ff"/>
  <circle cx="360" cy="270" r="130" fill="#4f46e5"/>
  <ellipse cx="360" cy="660" rx="250" ry="220" fill="#4f46e5"/>
</svg>`;

/** Still picture, the voice's waveform along the bottom while it speaks, 1280 × 720 H.264 and AAC. */
const VIDEO_FILTER = [
  `[0:v]scale=${WIDTH}:${HEIGHT}:force_original_aspect_ratio=decrease,pad=${WIDTH}:${HEIGHT}:(ow-iw)/2:(oh-ih)/2:color=0x1e1b4b,format=yuv420p[bg]`,
  `[1:a]showwaves=s=${WIDTH}x96:mode=cline:colors=0xffffff@0.7,format=yuva420p[w]`,
  '[bg][w]overlay=0:H-h-24:shortest=1,format=yuv420p[v]',
].join(';');

/**
 * An avatar video: the script spoken by the chosen voice over the avatar's picture, with captions
 * of the script as a track of their own. Both are kept as uploads of the module.
 */
export async function renderAvatar(
  deps: JobDeps,
  job: JobRequested,
  input: { script: string; voice: string; imageMediaId?: string | undefined },
): Promise<JobOutput> {
  return withTempDir(deps.tempDir, async (dir) => {
    const picture = join(dir, 'avatar.png');
    const sharp = await loadSharp();
    if (input.imageMediaId) {
      const original = join(dir, 'avatar-original');
      await downloadUpload(deps, job.orgId, input.imageMediaId, original);
      await sharp(original).autoOrient().png().toFile(picture);
    } else {
      await sharp(Buffer.from(DEFAULT_AVATAR)).png().toFile(picture);
    }
    const speech = join(dir, 'speech.wav');
    await deps.textToSpeech.speak(input.script, input.voice, speech);
    const video = join(dir, 'avatar.mp4');
    try {
      await run('ffmpeg', [
        ...['-v', 'error', '-y', '-loop', '1', '-i', picture, '-i', speech],
        ...['-filter_complex', VIDEO_FILTER, '-map', '[v]', '-map', '1:a'],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-r', '25'],
        ...['-c:a', 'aac', '-b:a', '96k', '-shortest', '-movflags', '+faststart', video],
      ]);
    } catch (err) {
      throw (err as NodeJS.ErrnoException).code === 'ENOENT'
        ? new Error(FFMPEG_MISSING)
        : new Error('The video could not be made');
    }
    const seconds = (await durationOf(video)) ?? 0;
    const vtt = toVtt(scriptCaptions(input.script, seconds));
    const captions = join(dir, 'captions.vtt');
    await writeFile(captions, vtt);
    const common = { orgId: job.orgId, courseId: job.courseId, userId: job.requestedBy };
    const storedVideo = await storeGeneratedFile(
      deps,
      {
        ...common,
        kind: 'video',
        name: 'Avatar video.mp4',
        contentType: 'video/mp4',
        extension: 'mp4',
        path: video,
        size: (await stat(video)).size,
        width: WIDTH,
        height: HEIGHT,
      },
      job.jobId,
    );
    const storedCaptions = await storeGeneratedFile(
      deps,
      {
        ...common,
        kind: 'captions',
        name: 'Avatar video (en).vtt',
        contentType: 'text/vtt',
        extension: 'vtt',
        path: captions,
        size: Buffer.byteLength(vtt),
      },
      job.jobId,
    );
    return {
      mediaId: storedVideo.mediaId,
      url: mediaFileUrl(storedVideo.mediaId, storedVideo.file),
      captionsUrl: mediaFileUrl(storedCaptions.mediaId, storedCaptions.file),
      mediaSeconds: seconds,
    };
  });
}
