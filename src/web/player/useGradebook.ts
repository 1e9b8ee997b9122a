import { useEffect, useRef } from 'react';
import type { LearnerModule } from '../../modules/delivery/shared';
import { type ScoreSender, scoreOf } from './lti-scores';
import type { Outcome } from '../../modules/delivery/shared';

/** An LTI learner's score, sent to the platform's gradebook each time it changes. */
export function useGradebook(send: ScoreSender | undefined, module: LearnerModule, outcome: Outcome) {
  const sent = useRef('');
  useEffect(() => {
    const score = send && scoreOf(module, outcome);
    if (!score) return;
    const text = JSON.stringify(score);
    if (text === sent.current) return;
    sent.current = text;
    send(score);
  }, [send, module, outcome]);
}
