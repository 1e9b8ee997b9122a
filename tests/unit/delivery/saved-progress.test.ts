import { describe, expect, it } from 'vitest';
import {
  emptyState,
  type LearnerAction,
  learnerReducer,
  type LearnerState,
} from '../../../src/modules/delivery/learner-state';
import { localProgress, progressKey } from '../../../src/web/player/saved-progress';
import { memoryStorage } from '../../support/memory-storage';

const moduleOf = (revision: number, ids: string[]) => ({ id: 'course-1', revision, blocks: ids.map((id) => ({ id })) });

const actions: LearnerAction[] = [
  { type: 'answered', questionId: 'q1', given: ['o2'], correct: false },
  { type: 'answered', questionId: 'q2', given: ['112'], correct: true },
  { type: 'played', gameId: 'g1', tries: 6, completed: true },
  { type: 'seen', blockId: 'q1' },
  { type: 'seen', blockId: 't1' },
];
const played: LearnerState = actions.reduce(learnerReducer, emptyState);

describe('progress kept in the browser', () => {
  it('brings back answers, attempts, game results, seen blocks and the place', () => {
    const storage = memoryStorage();
    const module = moduleOf(3, ['t1', 'q1', 'q2', 'g1']);
    expect(localProgress(storage, module).load()).toBeNull();
    localProgress(storage, module).save({ state: played, location: 'q2' });
    expect(localProgress(storage, module).load()).toEqual({ state: played, location: 'q2' });
    expect(storage.getItem(progressKey('course-1'))).toContain('"revision":3');
  });

  it('after a new publish, keeps what belongs to blocks still there and forgets the rest', () => {
    const storage = memoryStorage();
    localProgress(storage, moduleOf(3, ['t1', 'q1', 'q2', 'g1'])).save({ state: played, location: 'q2' });
    const later = localProgress(storage, moduleOf(5, ['t1', 'q1', 'new'])).load();
    expect(later).toEqual({
      state: { questions: { q1: played.questions.q1 }, games: {}, seen: ['q1', 't1'] },
      location: '',
    });
  });

  it('each module has its own record', () => {
    const storage = memoryStorage();
    localProgress(storage, moduleOf(1, ['q1'])).save({ state: played, location: 'q1' });
    expect(localProgress(storage, { ...moduleOf(1, ['q1']), id: 'course-2' }).load()).toBeNull();
  });

  it('an unreadable record or a storage that refuses writes starts afresh without failing', () => {
    const storage = memoryStorage();
    storage.setItem(progressKey('course-1'), '{not json');
    expect(localProgress(storage, moduleOf(1, ['q1'])).load()).toBeNull();
    const full = memoryStorage(true);
    expect(() => localProgress(full, moduleOf(1, ['q1'])).save({ state: played, location: '' })).not.toThrow();
    expect(localProgress(full, moduleOf(1, ['q1'])).load()).toBeNull();
  });
});
