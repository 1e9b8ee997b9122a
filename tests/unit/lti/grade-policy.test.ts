import { describe, expect, it } from 'vitest';
import { gradebookTakes } from '../../../src/modules/lti/scores/grade-policy';

const score = (scoreGiven: number, activityProgress: 'Submitted' | 'Completed' = 'Completed', lineItem = 'L1') => ({
  lineItem,
  scoreGiven,
  activityProgress,
});

describe('which of a learner’s grades the gradebook gets', () => {
  it('best: the first, then only a higher one, or the same one further on', () => {
    expect(gradebookTakes(score(33), [], 'best')).toBe(true);
    expect(gradebookTakes(score(33), [score(67)], 'best')).toBe(false);
    expect(gradebookTakes(score(67), [score(67)], 'best')).toBe(false);
    expect(gradebookTakes(score(67, 'Completed'), [score(67, 'Submitted')], 'best')).toBe(true);
    expect(gradebookTakes(score(80), [score(67), score(33)], 'best')).toBe(true);
  });

  it('best is per line item: another activity’s grade does not count', () => {
    expect(gradebookTakes(score(33, 'Completed', 'L2'), [score(67, 'Completed', 'L1')], 'best')).toBe(true);
  });

  it('latest: every new grade, but never the one it got last again', () => {
    expect(gradebookTakes(score(33), [score(67)], 'latest')).toBe(true);
    expect(gradebookTakes(score(67), [score(33), score(67)], 'latest')).toBe(false);
    expect(gradebookTakes(score(67, 'Completed'), [score(67, 'Submitted')], 'latest')).toBe(true);
    expect(gradebookTakes(score(67), [score(67, 'Completed', 'L2')], 'latest')).toBe(true);
  });
});
