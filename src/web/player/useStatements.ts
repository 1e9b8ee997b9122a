import { useEffect, useRef } from 'react';
import type { StatementSender } from './learner-statements';
import type { Outcome } from '../../modules/delivery/shared';

/**
 * A share-link learner's attempt as statements: initialized when the module opens, completed
 * and passed or failed when the learner gets there (not again on a later visit that starts there).
 * Answers are told as they are given (useInteractions).
 */
export function useStatements(send: StatementSender | undefined, title: string, outcome: Outcome) {
  const before = useRef(outcome);
  // Once per opening: switching language changes the title, not the attempt.
  const openingTitle = useRef(title);
  useEffect(() => {
    send?.({ verb: 'initialized', name: openingTitle.current });
  }, [send]);
  useEffect(() => {
    const was = before.current;
    before.current = outcome;
    if (!send) return;
    if (outcome.completed && !was.completed) send({ verb: 'completed', name: title });
    if (outcome.passed !== null && was.passed === null)
      send({
        verb: outcome.passed ? 'passed' : 'failed',
        name: title,
        success: outcome.passed,
        ...(outcome.score !== null ? { scaled: outcome.score / 100 } : {}),
      });
  }, [send, title, outcome]);
}
