import type { Decider } from '../../../platform/commands/decider';
import { MAX_PROCESSING_ATTEMPTS } from '../decider';
import type { JobEvent, JobOutput, JobRequested } from './events';

/** SPEC §3/§4 render statuses, for every job: asked for, running, done, or failed. */
type JobStatus = 'INIT' | 'IN_PROGRESS' | 'COMPLETED' | 'ERROR';

export type JobState =
  | { exists: false }
  | {
      exists: true;
      request: JobRequested;
      status: JobStatus;
      attempts: number;
      output: JobOutput | null;
      failure: string | null;
    };

export type JobCommand =
  | { type: 'Request'; request: JobRequested }
  | { type: 'Start' }
  | { type: 'Finish'; output: JobOutput }
  | { type: 'Fail'; reason: string };

export const jobDecider: Decider<JobState, JobCommand, JobEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    if (event.type === 'MediaJobRequested')
      return { exists: true, request: event.data, status: 'INIT', attempts: 0, output: null, failure: null };
    if (!state.exists) return state;
    switch (event.type) {
      case 'MediaJobStarted':
        return { ...state, status: 'IN_PROGRESS', attempts: event.data.attempt };
      case 'MediaJobFinished':
        return { ...state, status: 'COMPLETED', output: event.data.output };
      case 'MediaJobFailed':
        return { ...state, status: 'ERROR', failure: event.data.reason };
    }
  },
  decide(command, state) {
    if (command.type === 'Request') return state.exists ? [] : [{ type: 'MediaJobRequested', data: command.request }];
    // At least once: a job already done, or never asked for, is not run again.
    if (!state.exists || state.status === 'COMPLETED' || state.status === 'ERROR') return [];
    const { jobId, courseId, blockId } = state.request;
    switch (command.type) {
      case 'Start':
        return state.attempts >= MAX_PROCESSING_ATTEMPTS
          ? [
              {
                type: 'MediaJobFailed',
                data: { jobId, courseId, blockId, reason: `Stopped ${state.attempts} times without finishing` },
              },
            ]
          : [{ type: 'MediaJobStarted', data: { jobId, courseId, blockId, attempt: state.attempts + 1 } }];
      case 'Finish':
        return [{ type: 'MediaJobFinished', data: { jobId, courseId, blockId, output: command.output } }];
      case 'Fail':
        return [{ type: 'MediaJobFailed', data: { jobId, courseId, blockId, reason: command.reason } }];
    }
  },
};
