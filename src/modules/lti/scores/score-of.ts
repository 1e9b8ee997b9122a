import { type LearnerModule, type Outcome, quizQuestions } from '../../delivery';

/** A score as the platform's gradebook takes it (AGS), out of 100. */
export type Score = {
  scoreGiven: number;
  activityProgress: 'Submitted' | 'Completed';
  gradingProgress: 'FullyGraded';
};

/**
 * What the gradebook should show for the learner now, or null while there is nothing to grade: the
 * quiz's score once it is decided; for a module without a quiz, 100 once it is completed.
 */
export function scoreOf(module: Pick<LearnerModule, 'blocks' | 'settings'>, outcome: Outcome): Score | null {
  const activityProgress = outcome.completed ? 'Completed' : 'Submitted';
  if (quizQuestions(module).length > 0)
    return outcome.score === null
      ? null
      : { scoreGiven: outcome.score, activityProgress, gradingProgress: 'FullyGraded' };
  return outcome.completed ? { scoreGiven: 100, activityProgress, gradingProgress: 'FullyGraded' } : null;
}
