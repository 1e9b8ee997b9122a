import { describe, expect, it } from 'vitest';
import {
  emptyState,
  fromSuspendData,
  learnerReducer,
  toSuspendData,
  type LearnerState,
} from '../../../src/web/player/learner-state';
import { SUSPEND_DATA_LIMIT } from '../../../src/modules/delivery/scorm/versions';

const many = (n: number): LearnerState => {
  let state = emptyState;
  for (let i = 0; i < n; i++) {
    state = learnerReducer(state, {
      type: 'answered',
      questionId: `question-${i}`,
      given: [`a long free text answer number ${i}`],
      correct: i % 2 === 0,
    });
    state = learnerReducer(state, { type: 'seen', blockId: `block-${i}` });
  }
  return state;
};

describe('suspend data', () => {
  it('round-trips attempts, results, answers and seen blocks', () => {
    const state = many(3);
    expect(fromSuspendData(toSuspendData(state, SUSPEND_DATA_LIMIT.scorm2004))).toEqual(state);
  });
  it('stays within each edition’s limit: answers go first, then seen blocks; results stay', () => {
    const state = many(120);
    const short = toSuspendData(state, SUSPEND_DATA_LIMIT.scorm12);
    expect(short.length).toBeLessThanOrEqual(4096);
    const back = fromSuspendData(short);
    expect(Object.keys(back.questions)).toHaveLength(120);
    expect(back.questions['question-2']).toEqual({ attempts: 1, correct: true, given: [] });
    expect(toSuspendData(state, SUSPEND_DATA_LIMIT.scorm2004).length).toBeGreaterThan(4096);
    expect(toSuspendData(many(2000), SUSPEND_DATA_LIMIT.scorm12)).toBe('');
  });
  it('unreadable suspend data starts afresh', () => {
    expect(fromSuspendData('not json')).toEqual(emptyState);
  });
});
