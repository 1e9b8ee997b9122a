import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';

const jobKinds = ['transcribe', 'render-avatar'] as const;

/** What a transcription works on: an uploaded video or audio file, in one language. */
export const transcribeInput = z.object({ mediaId: z.string(), language: z.string().min(2).max(12) });
/** What an avatar video is made of: the script, a voice, and the avatar's picture (an uploaded image, or none). */
export const renderAvatarInput = z.object({
  script: z.string().min(1).max(5000),
  voice: z.string().max(40),
  imageMediaId: z.string().optional(),
});

/** What a finished job made: a new upload (captions or a video), with its address. */
const jobOutput = z.object({
  mediaId: z.string(),
  url: z.string(),
  /** The captions of a rendered video. */
  captionsUrl: z.string().optional(),
  /** The words of a transcription, as plain text. */
  transcript: z.string().optional(),
  /** How long the media lasts, and how long the work took (transcription's real-time factor). */
  mediaSeconds: z.number().optional(),
  workSeconds: z.number().optional(),
});

/**
 * Long media work on a `media-job-<jobId>` stream: asked for, started (again after a crash:
 * `attempt` counts), finished or failed. Each names its block, whose data shows the outcome.
 */
export const jobEventSchemas = {
  MediaJobRequested: z.object({
    jobId: z.string(),
    kind: z.enum(jobKinds),
    orgId: z.string(),
    courseId: z.string(),
    blockId: z.string(),
    input: z.union([transcribeInput, renderAvatarInput]),
    requestedBy: z.string(),
  }),
  MediaJobStarted: z.object({
    jobId: z.string(),
    courseId: z.string(),
    blockId: z.string(),
    attempt: z.number().int(),
  }),
  MediaJobFinished: z.object({ jobId: z.string(), courseId: z.string(), blockId: z.string(), output: jobOutput }),
  MediaJobFailed: z.object({ jobId: z.string(), courseId: z.string(), blockId: z.string(), reason: z.string() }),
};

export type JobEvent = EventsOf<typeof jobEventSchemas>;
export type JobRequested = Extract<JobEvent, { type: 'MediaJobRequested' }>['data'];
export type JobOutput = z.infer<typeof jobOutput>;

export const jobStream = (jobId: string) => `media-job-${jobId}`;
