import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { durationOf } from '../ffmpeg';
import { storeGeneratedFile } from '../store-generated';
import { understands } from '../speech/speech-to-text';
import { toVtt, transcriptOf } from '../speech/vtt';
import { withTempDir } from '../temp-files';
import { mediaFileUrl } from '../variants';
import { downloadUpload, toSpeechWav } from './audio-files';
import type { JobOutput, JobRequested } from './events';
import type { JobDeps } from './job-deps';

export const unsupportedLanguage = (language: string, supported: readonly string[] | 'any') =>
  `This server transcribes ${supported === 'any' ? 'any language' : supported.join(', ')} only (not ${language}); an OpenAI-compatible server would add more languages`;

/** Captions of a video or audio upload in one language, kept as a captions file of their own. */
export async function transcribe(
  deps: JobDeps,
  job: JobRequested,
  input: { mediaId: string; language: string },
): Promise<JobOutput> {
  if (!understands(deps.speechToText, input.language))
    throw new Error(unsupportedLanguage(input.language, deps.speechToText.languages));
  return withTempDir(deps.tempDir, async (dir) => {
    const source = join(dir, 'source');
    const upload = await downloadUpload(deps, job.orgId, input.mediaId, source);
    const wav = join(dir, 'speech.wav');
    await toSpeechWav(source, wav);
    const cues = await deps.speechToText.transcribe(wav, input.language);
    const vtt = toVtt(cues);
    const path = join(dir, 'captions.vtt');
    await writeFile(path, vtt);
    const stored = await storeGeneratedFile(
      deps,
      {
        orgId: job.orgId,
        courseId: job.courseId,
        userId: job.requestedBy,
        kind: 'captions',
        name: `${upload.name} (${input.language}).vtt`,
        contentType: 'text/vtt',
        extension: 'vtt',
        path,
        size: Buffer.byteLength(vtt),
      },
      job.jobId,
    );
    return {
      mediaId: stored.mediaId,
      url: mediaFileUrl(stored.mediaId, stored.file),
      transcript: transcriptOf(cues),
      mediaSeconds: await durationOf(wav),
    };
  });
}
