import type { Decider } from '../../platform/commands/decider';
import { badRequest } from '../../platform/errors';
import type { MediaEvent } from './events';

type Uploaded = Extract<MediaEvent, { type: 'MediaUploaded' }>['data'];
type Processed = Extract<MediaEvent, { type: 'MediaProcessed' }>['data'];

type MediaStatus = 'processing' | 'ready' | 'failed';

export type MediaState =
  /** `claimedBy`: the organisation whose upload took the id and is under way. */
  | { exists: false; claimedBy?: string }
  | {
      exists: true;
      upload: Uploaded;
      status: MediaStatus;
      attempts: number;
      processed: Processed | null;
      failure: string | null;
    };

export type MediaCommand =
  | { type: 'Claim'; mediaId: string; orgId: string }
  | { type: 'Upload'; upload: Uploaded }
  | { type: 'StartProcessing'; mediaId: string }
  | { type: 'FinishProcessing'; result: Processed }
  | { type: 'FailProcessing'; mediaId: string; reason: string };

/** A job that crashed this many times in a row ends as failed instead of crashing the worker forever. */
export const MAX_PROCESSING_ATTEMPTS = 3;

export const MEDIA_ID_TAKEN = 'This mediaId already names an upload; ask for a new upload URL without one';

export const mediaDecider: Decider<MediaState, MediaCommand, MediaEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    if (event.type === 'MediaIdClaimed') return { exists: false, claimedBy: event.data.orgId };
    if (event.type === 'MediaUploaded')
      return { exists: true, upload: event.data, status: 'processing', attempts: 0, processed: null, failure: null };
    if (!state.exists) return state;
    switch (event.type) {
      case 'MediaProcessingStarted':
        return { ...state, status: 'processing', attempts: event.data.attempt };
      case 'MediaProcessed':
        return { ...state, status: 'ready', processed: event.data, failure: null };
      case 'MediaProcessingFailed':
        return { ...state, status: 'failed', failure: event.data.reason };
    }
  },
  decide(command, state) {
    if (command.type === 'Claim') {
      if (state.exists || state.claimedBy !== undefined) throw badRequest(MEDIA_ID_TAKEN);
      return [{ type: 'MediaIdClaimed', data: { mediaId: command.mediaId, orgId: command.orgId } }];
    }
    if (command.type === 'Upload') {
      if (state.exists || (state.claimedBy !== undefined && state.claimedBy !== command.upload.orgId))
        throw badRequest(MEDIA_ID_TAKEN);
      return [{ type: 'MediaUploaded', data: command.upload }];
    }
    // Jobs run at least once: a repeat of a finished one changes nothing.
    if (!state.exists || state.status !== 'processing') return [];
    const { mediaId, courseId } = state.upload;
    switch (command.type) {
      case 'StartProcessing':
        return state.attempts >= MAX_PROCESSING_ATTEMPTS
          ? [
              {
                type: 'MediaProcessingFailed',
                data: { mediaId, courseId, reason: `Processing stopped ${state.attempts} times without finishing` },
              },
            ]
          : [{ type: 'MediaProcessingStarted', data: { mediaId, courseId, attempt: state.attempts + 1 } }];
      case 'FinishProcessing':
        return [{ type: 'MediaProcessed', data: command.result }];
      case 'FailProcessing':
        return [{ type: 'MediaProcessingFailed', data: { mediaId, courseId, reason: command.reason } }];
    }
  },
};
