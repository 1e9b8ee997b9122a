import { quizQuestions } from '../../modules/delivery/shared';
import type { LearnerModule } from '../../modules/delivery/shared';
import type { Outcome } from '../../modules/delivery/shared';

/** A score as the platform's gradebook takes it (AGS), out of 100. */
export type Score = {
  scoreGiven?: number;
  activityProgress: 'Submitted' | 'Completed';
  gradingProgress: 'FullyGraded';
};
export type ScoreSender = (score: Score) => void;

const LAUNCH_KEY = 'tessera.lti-launch.';

/**
 * The launch the server put in the page's fragment (`#launch=`), kept for this tab so a reload
 * still reports, and taken out of the address so a copied link does not carry it.
 */
export function launchOf(win: Window, moduleId: string): string | null {
  const fromFragment = new URLSearchParams(win.location.hash.slice(1)).get('launch');
  try {
    if (fromFragment) {
      win.sessionStorage.setItem(LAUNCH_KEY + moduleId, fromFragment);
      win.history.replaceState(null, '', win.location.pathname + win.location.search);
      return fromFragment;
    }
    return win.sessionStorage.getItem(LAUNCH_KEY + moduleId);
  } catch {
    return fromFragment;
  }
}

/**
 * What the gradebook should show for the learner now, or null while there is nothing to grade: the
 * quiz's score once it is decided; for a module without a quiz, 100 once it is completed.
 */
export function scoreOf(module: LearnerModule, outcome: Outcome): Score | null {
  const activityProgress = outcome.completed ? 'Completed' : 'Submitted';
  if (quizQuestions(module).length > 0)
    return outcome.score === null
      ? null
      : { scoreGiven: outcome.score, activityProgress, gradingProgress: 'FullyGraded' };
  return outcome.completed ? { scoreGiven: 100, activityProgress, gradingProgress: 'FullyGraded' } : null;
}

/** Posts a launched learner's scores to the server, one after another, never in the learner's way. */
export function scoreSender(launch: string, send: typeof fetch = fetch): ScoreSender {
  let previous: Promise<unknown> = Promise.resolve();
  return (score) => {
    previous = previous
      .then(() =>
        send('/api/lti/scores', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ launch, scoreMaximum: 100, ...score }),
          keepalive: true,
        }),
      )
      .catch(() => {});
  };
}
