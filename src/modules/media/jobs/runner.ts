import type { Database } from '../../../platform/db/database';
import type { RecordedEvent } from '../../../platform/eventstore/types';
import type { Logger } from '../../../platform/logger';
import { followStore } from '../../../platform/subscriptions/follower';
import { editBlockData, systemPrincipal } from '../../courses';
import { blockDataAfter } from './block-outcome';
import { loadJob, runJobCommand } from './commands';
import { type JobOutput, type JobRequested, renderAvatarInput, transcribeInput } from './events';
import type { JobDeps } from './job-deps';
import { renderAvatar } from './render-avatar';
import { transcribe } from './transcribe';

const JOB_EVENTS = new Set(['MediaJobRequested', 'MediaJobStarted', 'MediaJobFinished', 'MediaJobFailed']);

/**
 * Runs transcriptions and avatar renders: one instance at a time (the follower's leader), at least
 * once. A job cut off by a crash starts again after a restart and ends failed after the last
 * attempt, so a block never waits "in progress" for ever. After each step the block shows it.
 */
export function startMediaJobs(deps: JobDeps & { database: Database; logger: Logger }) {
  const { store, logger } = deps;

  /** Brings the job's block up to the job's state (idempotent: a repeat, or an old event, changes nothing). */
  async function showInBlock(jobId: string, correlationId: string) {
    const { state } = await loadJob(store, jobId);
    if (!state.exists) return;
    const { courseId, blockId, orgId } = state.request;
    await editBlockData(
      store,
      { courseId, blockId },
      (block) => blockDataAfter(state, block),
      systemPrincipal(orgId),
      correlationId,
    );
  }

  async function work(job: JobRequested): Promise<JobOutput> {
    const began = performance.now();
    const output =
      job.kind === 'transcribe'
        ? await transcribe(deps, job, transcribeInput.parse(job.input))
        : await renderAvatar(deps, job, renderAvatarInput.parse(job.input));
    return { ...output, workSeconds: (performance.now() - began) / 1000 };
  }

  async function run(event: RecordedEvent) {
    const job = event.data as JobRequested;
    const context = { userId: 'system', orgId: job.orgId, correlationId: job.jobId, causationId: event.id };
    const started = await runJobCommand(store, job.jobId, { type: 'Start' }, context);
    await showInBlock(job.jobId, job.jobId);
    if (started.events[0]?.type !== 'MediaJobStarted') return;
    try {
      const output = await work(job);
      await runJobCommand(store, job.jobId, { type: 'Finish', output }, context);
    } catch (err) {
      logger.warn({ err, jobId: job.jobId, kind: job.kind }, 'media job failed');
      const reason = err instanceof Error ? err.message : String(err);
      await runJobCommand(store, job.jobId, { type: 'Fail', reason }, context);
    }
    await showInBlock(job.jobId, job.jobId);
  }

  return followStore({
    ...deps,
    name: 'jobs:media-work',
    from: 'start',
    async onBatch(batch) {
      for (const event of batch) {
        if (event.type === 'MediaJobRequested') await run(event);
        else if (JOB_EVENTS.has(event.type)) await showInBlock((event.data as { jobId: string }).jobId, event.id);
      }
    },
  });
}
