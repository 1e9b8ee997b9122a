import type { Block } from '../../courses';
import type { JobState } from './decider';
import { transcribeInput } from './events';

type Known = Extract<JobState, { exists: true }>;

/**
 * What a job's state shows in its block: an avatar's render status and video (only while the block
 * still waits for this render), a transcription's captions on the video or words on the audio.
 * Null when the block has nothing to show of it.
 */
export function blockDataAfter(job: Known, block: Block): Block['data'] | null {
  const { request, status, output } = job;
  if (request.kind === 'render-avatar') {
    if (block.type !== 'AvatarBlockComponent' || block.data.uuid !== request.jobId) return null;
    const done = status === 'COMPLETED' && output;
    return {
      ...block.data,
      renderMediaStatus: status,
      ...(done
        ? { url: output.url, mediaId: output.mediaId, vtts: output.captionsUrl ? { en: output.captionsUrl } : {} }
        : {}),
    };
  }
  if (status !== 'COMPLETED' || !output) return null;
  const { language } = transcribeInput.parse(request.input);
  if (block.type === 'VideoBlockComponent' || block.type === 'AvatarBlockComponent')
    return { ...block.data, vtts: { ...block.data.vtts, [language]: output.url } };
  // An audio block's transcript is filled when empty; one the author wrote is theirs to keep.
  if (block.type === 'AudioBlockComponent' && block.data.transcript.trim() === '')
    return { ...block.data, transcript: output.transcript ?? '' };
  return null;
}
