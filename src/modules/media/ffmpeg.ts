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

/** Containers that want their index at the front, so playback starts before the whole file is read. */
const FAST_START = new Set(['mp4', 'mov', 'm4a']);

/**
 * Copies a video's or audio's streams into a new file of the same container without its metadata
 * (a phone's GPS position, device, title), re-encoding nothing. False when ffmpeg is not installed
 * (the file is then kept as it is; start-up has said ffmpeg is missing).
 */
export async function writeWithoutMetadata(source: string, target: string, extension: string): Promise<boolean> {
  const fastStart = FAST_START.has(extension) ? ['-movflags', '+faststart'] : [];
  try {
    await run('ffmpeg', [
      ...['-v', 'error', '-y', '-i', source, '-map', '0:v?', '-map', '0:a?'],
      ...['-map_metadata', '-1', '-map_chapters', '-1', '-c', 'copy', ...fastStart, target],
    ]);
    return true;
  } catch (err) {
    if (missing(err)) return false;
    throw new Error('This file could not be read: it is damaged or not what its type says');
  }
}
