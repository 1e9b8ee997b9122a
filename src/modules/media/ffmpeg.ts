import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const FFMPEG_MISSING =
  'ffmpeg is not installed on the server: video and audio need it for durations and posters';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** The length of a video or audio file, in seconds (ffprobe reads only its container). */
export async function durationOf(path: string): Promise<number | undefined> {
  try {
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      path,
    ]);
    const seconds = Number.parseFloat(stdout.trim());
    return Number.isFinite(seconds) ? seconds : undefined;
  } catch (err) {
    throw missing(err) ? new Error(FFMPEG_MISSING) : new Error('This file could not be read as video or audio');
  }
}

/** A JPEG still of a video, from a second in (or its first frame when shorter), at most 1280 px wide. */
export async function writePoster(video: string, target: string, durationSeconds: number | undefined): Promise<void> {
  const at = durationSeconds !== undefined && durationSeconds > 2 ? '1' : '0';
  try {
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-ss',
      at,
      '-i',
      video,
      '-frames:v',
      '1',
      '-vf',
      "scale='min(1280,iw)':-2",
      '-q:v',
      '3',
      target,
    ]);
  } catch (err) {
    throw missing(err)
      ? new Error(FFMPEG_MISSING)
      : new Error('No still could be taken from this video', { cause: err });
  }
}
