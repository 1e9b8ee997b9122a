import { describe, expect, it } from 'vitest';
import {
  emptyState,
  fromSuspendData,
  keepBlocks,
  learnerReducer,
  toSuspendData,
  type LearnerState,
} from '../../../src/modules/delivery/learner-state';
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
  it('packs a module too big even without answers and seen blocks: the module’s block ids name its questions again', () => {
    const state = learnerReducer(many(400), { type: 'played', gameId: 'game-1', tries: 7, completed: true });
    const ids = Object.keys(state.questions);
    const text = toSuspendData(state, SUSPEND_DATA_LIMIT.scorm12);
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThanOrEqual(4096);
    const back = fromSuspendData(text, [...ids, 'block-that-is-no-question']);
    expect(back.questions).toEqual(Object.fromEntries(ids.map((id) => [id, { ...state.questions[id]!, given: [] }])));
    expect(back.games).toEqual(state.games);
    // Questions a new publish removed are left out; without the module's ids nothing can be named.
    expect(Object.keys(fromSuspendData(text, ids.slice(0, 10)).questions)).toEqual(ids.slice(0, 10));
    expect(fromSuspendData(text).questions).toEqual({});
  });
  it('round-trips game results, and keeps them when answers and seen blocks must go', () => {
    let state = learnerReducer(many(120), { type: 'played', gameId: 'game-1', tries: 7, completed: true });
    state = learnerReducer(state, { type: 'played', gameId: 'game-2', tries: 3, completed: false });
    expect(fromSuspendData(toSuspendData(state, SUSPEND_DATA_LIMIT.scorm2004))).toEqual(state);
    const short = toSuspendData(state, SUSPEND_DATA_LIMIT.scorm12);
    expect(short.length).toBeLessThanOrEqual(4096);
    expect(fromSuspendData(short).games).toEqual({
      'game-1': { tries: 7, completed: true },
      'game-2': { tries: 3, completed: false },
    });
  });
  it('a game once finished stays finished; the last round’s tries count', () => {
    let state = learnerReducer(emptyState, { type: 'played', gameId: 'g', tries: 9, completed: true });
    state = learnerReducer(state, { type: 'played', gameId: 'g', tries: 5, completed: false });
    expect(state.games.g).toEqual({ tries: 5, completed: true });
  });
  it('suspend data written before games existed still reads', () => {
    expect(fromSuspendData('{"q":{"a":[1,1,"x"]},"s":["b"]}')).toEqual({
      questions: { a: { attempts: 1, correct: true, given: ['x'] } },
      games: {},
      seen: ['b'],
    });
  });
  it('keeps only what belongs to blocks the module still has', () => {
    let state = learnerReducer(many(2), { type: 'played', gameId: 'gone', tries: 2, completed: true });
    state = learnerReducer(state, { type: 'played', gameId: 'game', tries: 2, completed: true });
    expect(keepBlocks(state, new Set(['question-1', 'block-0', 'game']))).toEqual({
      questions: { 'question-1': state.questions['question-1'] },
      games: { game: { tries: 2, completed: true } },
      seen: ['block-0'],
    });
  });
  it('unreadable suspend data starts afresh', () => {
    expect(fromSuspendData('not json')).toEqual(emptyState);
  });
});
