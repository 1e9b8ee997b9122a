import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { EventStore } from '../../../platform/eventstore/types';
import type { ObjectStorage } from '../../../platform/storage/storage';
import { downloadStored } from '../download-stored';
import { FFMPEG_MISSING } from '../ffmpeg';
import { loadMedia } from '../media-commands';
import { mediaKey } from '../store-upload';

const run = promisify(execFile);

/** Copies an organisation's upload to a local file; a missing one, or another organisation's, is an error. */
export async function downloadUpload(
  deps: { store: EventStore; storage: ObjectStorage },
  orgId: string,
  mediaId: string,
  target: string,
) {
  const { state } = await loadMedia(deps.store, mediaId);
  if (!state.exists || state.upload.orgId !== orgId) throw new Error('The file to work on is no longer there');
  await downloadStored(deps.storage, mediaKey(mediaId, state.upload.file), target);
  return state.upload;
}

/** The sound of a video or audio file as 16 kHz mono WAV, what speech recognisers read. */
export async function toSpeechWav(source: string, target: string) {
  try {
    await run('ffmpeg', ['-v', 'error', '-y', '-i', source, '-vn', '-ac', '1', '-ar', '16000', target]);
  } catch (err) {
    throw (err as NodeJS.ErrnoException).code === 'ENOENT'
      ? new Error(FFMPEG_MISSING)
      : new Error('This file has no sound to transcribe');
  }
}
