import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaJobsProjection } from '../../../src/modules/media/read-models/media-jobs';
import { transcriptionsPerModule } from '../../../src/modules/media/read-models/media-jobs-queries';
import { type GivenEvent, projectionSpec } from '../../support/projection-spec';

const requested = (jobId: string, courseId: string, kind = 'transcribe', orgId = 'o1'): GivenEvent => ({
  type: 'MediaJobRequested',
  data: { jobId, kind, orgId, courseId, blockId: `b-${jobId}`, input: { language: 'en' } },
  streamId: `media-job-${jobId}`,
});
const finished = (jobId: string, mediaSeconds: number, workSeconds: number): GivenEvent => ({
  type: 'MediaJobFinished',
  data: { jobId, output: { url: '/x.vtt', mediaSeconds, workSeconds } },
  streamId: `media-job-${jobId}`,
});
const failed = (jobId: string): GivenEvent => ({
  type: 'MediaJobFailed',
  data: { jobId, reason: 'no speech' },
  streamId: `media-job-${jobId}`,
});

describe('transcription metrics per module (media_jobs)', () => {
  let spec: Awaited<ReturnType<typeof projectionSpec>>;
  beforeAll(async () => {
    spec = await projectionSpec(mediaJobsProjection);
    await spec.given(
      requested('j1', 'c1'),
      finished('j1', 30, 6),
      requested('j2', 'c1'),
      finished('j2', 12.5, 2),
      requested('j3', 'c1'),
      failed('j3'),
      requested('j4', 'c2'),
      requested('j5', 'c2', 'avatar'),
      requested('j6', 'c3', 'transcribe', 'o2'),
    );
  });
  afterAll(async () => spec.close());

  it('counts jobs and the seconds of media transcribed, per module, the latest first, a page at a time', async () => {
    const first = await transcriptionsPerModule(spec.db, { orgId: 'o1', pageNum: 1, pageSize: 1 });
    expect(first).toMatchObject({ total: 2, pageNum: 1, pageSize: 1 });
    expect(first.items).toEqual([
      expect.objectContaining({ courseId: 'c2', jobs: 1, completed: 0, failed: 0, mediaSeconds: 0, languages: ['en'] }),
    ]);
    const second = await transcriptionsPerModule(spec.db, { orgId: 'o1', pageNum: 2, pageSize: 1 });
    expect(second.items).toEqual([
      expect.objectContaining({ courseId: 'c1', jobs: 3, completed: 2, failed: 1, mediaSeconds: 42.5, workSeconds: 8 }),
    ]);
  });
});
