import type { GradePolicy } from '../shared';
import { ACTIVITY_PROGRESS, type ScoreEarned } from './events';

type Score = Pick<ScoreEarned, 'lineItem' | 'scoreGiven' | 'activityProgress'>;

const further = (a: Score, b: Score) =>
  ACTIVITY_PROGRESS.indexOf(a.activityProgress) > ACTIVITY_PROGRESS.indexOf(b.activityProgress);

/**
 * Whether a learner's score goes to the gradebook, given the scores it already got for the same
 * line item: never the one it got last again; with `latest`, any other; with `best` (the default),
 * only a higher score, or the same score further on (Completed after Submitted). A worse attempt
 * never replaces a better grade.
 */
export function gradebookTakes(score: Score, sent: Score[], policy: GradePolicy): boolean {
  const forItem = sent.filter((s) => s.lineItem === score.lineItem);
  const last = forItem.at(-1);
  if (last && last.scoreGiven === score.scoreGiven && last.activityProgress === score.activityProgress) return false;
  if (policy === 'latest') return true;
  const best = forItem.reduce<Score | null>(
    (top, s) => (top === null || (s.scoreGiven ?? -1) > (top.scoreGiven ?? -1) ? s : top),
    null,
  );
  if (best === null) return true;
  const given = score.scoreGiven ?? -1;
  const bestGiven = best.scoreGiven ?? -1;
  return given > bestGiven || (given === bestGiven && further(score, best));
}
