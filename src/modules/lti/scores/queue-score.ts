import { type EventMetadata, type EventStore, WrongExpectedVersionError } from '../../../platform/eventstore/types';
import type { GradePolicy } from '../shared';
import { type ScoreEarned, scoreEventSchemas } from './events';
import { gradebookTakes } from './grade-policy';

/** Two of one learner's scores at the same moment: the later one is decided again against the first. */
const ATTEMPTS = 5;

/**
 * Queues a learner's score for the gradebook when the platform's grade policy takes it (see
 * `gradebookTakes`), deciding against the scores already queued on the learner's stream; answers
 * whether it was queued.
 */
export async function queueIfGradebookTakes(
  store: EventStore,
  streamId: string,
  score: ScoreEarned,
  { policy, metadata }: { policy: GradePolicy; metadata: EventMetadata },
): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const events = await store.readStream(streamId);
    const sent = events.map((e) => scoreEventSchemas.LtiScoreEarned.parse(e.data));
    if (!gradebookTakes(score, sent, policy)) return false;
    try {
      await store.appendToStream(streamId, [{ type: 'LtiScoreEarned', data: score, metadata }], {
        expectedVersion: events.at(-1)?.version ?? 'no_stream',
      });
      return true;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt === ATTEMPTS) throw error;
    }
  }
}
