import { describe, it } from 'vitest';
import { MAX_PROCESSING_ATTEMPTS, MEDIA_ID_TAKEN, mediaDecider } from '../../../src/modules/media/decider';
import type { MediaEvent } from '../../../src/modules/media/events';
import { deciderSpec } from '../../support/decider-spec';

const spec = deciderSpec(mediaDecider);
const ids = { mediaId: 'm1', courseId: 'c1' };
const upload: Extract<MediaEvent, { type: 'MediaUploaded' }>['data'] = {
  ...ids,
  orgId: 'o1',
  kind: 'image',
  name: 'a.jpg',
  contentType: 'image/jpeg',
  file: 'original.jpg',
  size: 10,
  width: 800,
  height: 600,
  uploadedBy: 'u1',
};
const uploaded: MediaEvent = { type: 'MediaUploaded', data: upload };
const started = (attempt: number): MediaEvent => ({ type: 'MediaProcessingStarted', data: { ...ids, attempt } });
const result = { ...ids, variants: [] };
const processed: MediaEvent = { type: 'MediaProcessed', data: result };

describe('media decider: one upload, and its processing job run at least once', () => {
  it('records an upload once; a second upload under the same id is refused', () => {
    spec.given([]).when({ type: 'Upload', upload }).thenEmits([uploaded]);
    spec.given([uploaded]).when({ type: 'Upload', upload }).thenThrows(MEDIA_ID_TAKEN);
  });

  it('an upload claims its id before its bytes are stored: a second claim is refused, and only the claimer’s organisation records the upload', () => {
    const claimed: MediaEvent = { type: 'MediaIdClaimed', data: { mediaId: 'm1', orgId: 'o1' } };
    spec.given([]).when({ type: 'Claim', mediaId: 'm1', orgId: 'o1' }).thenEmits([claimed]);
    spec.given([claimed]).when({ type: 'Claim', mediaId: 'm1', orgId: 'o2' }).thenThrows(MEDIA_ID_TAKEN);
    spec.given([claimed]).when({ type: 'Claim', mediaId: 'm1', orgId: 'o1' }).thenThrows(MEDIA_ID_TAKEN);
    spec.given([claimed]).when({ type: 'Upload', upload }).thenEmits([uploaded]);
    spec
      .given([claimed])
      .when({ type: 'Upload', upload: { ...upload, orgId: 'o2' } })
      .thenThrows(MEDIA_ID_TAKEN);
  });

  it('starts a job, counting attempts when a crash made it start again', () => {
    spec
      .given([uploaded])
      .when({ type: 'StartProcessing', mediaId: 'm1' })
      .thenEmits([started(1)]);
    spec
      .given([uploaded, started(1)])
      .when({ type: 'StartProcessing', mediaId: 'm1' })
      .thenEmits([started(2)]);
  });

  it('ends as failed, never stuck processing, once every attempt was cut off', () => {
    const crashed = Array.from({ length: MAX_PROCESSING_ATTEMPTS }, (_, i) => started(i + 1));
    spec
      .given([uploaded, ...crashed])
      .when({ type: 'StartProcessing', mediaId: 'm1' })
      .thenEmits([
        {
          type: 'MediaProcessingFailed',
          data: { ...ids, reason: `Processing stopped ${MAX_PROCESSING_ATTEMPTS} times without finishing` },
        },
      ]);
  });

  it('does nothing again for a job that finished or failed (a repeated delivery)', () => {
    spec
      .given([uploaded, started(1), processed])
      .when({ type: 'StartProcessing', mediaId: 'm1' })
      .thenEmitsNothing();
    spec
      .given([uploaded, started(1), processed])
      .when({ type: 'FinishProcessing', result })
      .thenEmitsNothing();
    spec.given([]).when({ type: 'StartProcessing', mediaId: 'm1' }).thenEmitsNothing();
  });
});
