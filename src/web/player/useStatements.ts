import { useEffect, useRef } from 'react';
import type { Outcome } from '../../modules/delivery/shared';
import type { LearnerStatements } from './learner-statements';
import { duration2004 } from './tracking/session-time';

/**
 * A share-link learner's attempt as statements: initialized when the module opens (resumed when
 * the attempt was begun on an earlier visit), completed and passed or failed when the learner gets
 * there (not again on a later visit that starts there), terminated with the time the page was open
 * when the page goes. A page the browser kept and shows again (back, forward) resumes. Answers are
 * told as they are given (useInteractions).
 */
export function useStatements(statements: LearnerStatements | undefined, title: string, outcome: Outcome) {
  const before = useRef(outcome);
  // Once per opening: switching language changes the title, not the attempt.
  const openingTitle = useRef(title);
  const currentTitle = useRef(title);
  currentTitle.current = title;
  useEffect(() => {
    if (!statements) return;
    statements.send({ verb: statements.opening, name: openingTitle.current });
    // performance.now() counts from when the page opened.
    let shownAt = 0;
    const leave = () => {
      statements.send({
        verb: 'terminated',
        name: currentTitle.current,
        duration: duration2004(performance.now() - shownAt),
      });
      statements.leave();
    };
    const shownAgain = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      shownAt = performance.now();
      statements.send({ verb: 'resumed', name: currentTitle.current });
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', shownAgain);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', shownAgain);
    };
  }, [statements]);
  useEffect(() => {
    const was = before.current;
    before.current = outcome;
    if (!statements) return;
    if (outcome.completed && !was.completed) statements.send({ verb: 'completed', name: title });
    if (outcome.passed !== null && was.passed === null)
      statements.send({
        verb: outcome.passed ? 'passed' : 'failed',
        name: title,
        success: outcome.passed,
        ...(outcome.score !== null ? { scaled: outcome.score / 100 } : {}),
      });
  }, [statements, title, outcome]);
}
