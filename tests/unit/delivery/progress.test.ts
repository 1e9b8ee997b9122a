import { describe, expect, it } from 'vitest';
import type { Block } from '../../../src/modules/courses/content/blocks';
import { DEFAULT_SETTINGS } from '../../../src/modules/courses/content/default-settings';
import type { LearnerModule } from '../../../src/modules/delivery/learner-module';
import { DEFAULT_THEME } from '../../../src/modules/themes/shared';
import { emptyState, learnerReducer } from '../../../src/modules/delivery/learner-state';
import { outcomeOf } from '../../../src/modules/delivery/learner-outcome';

const question = (id: string) =>
  ({
    id,
    type: 'QuestionBlockComponent',
    title: '',
    data: {
      title: id,
      type: 'single choice',
      options: [],
      answer: [],
      caseSensitive: false,
      feedbackByChoices: {},
      answerTags: [],
    },
  }) as Block;
const game = (id: string, cards: number) =>
  ({
    id,
    type: 'CVRBlockComponent',
    title: '',
    data: {
      game: 'memory',
      url: '',
      pairs: [],
      left: Array.from({ length: cards }, (_, i) => ({ id: `l${i}`, text: 'x' })),
    },
  }) as Block;
const text = (id: string) => ({ id, type: 'TextBlockComponent', title: '', data: { html: 'x' } }) as Block;

function moduleWith(blocks: Block[], settings: Partial<LearnerModule['settings']> = {}): LearnerModule {
  const { quiz, showCompletionStatus, trackTextImageBlocks, trackNonScorableQuestions, theme, layout } =
    DEFAULT_SETTINGS;
  return {
    id: 'c',
    revision: 1,
    publishedAt: '',
    language: 'en',
    untranslated: [],
    languages: [{ code: 'en', dir: 'ltr' }],
    look: DEFAULT_THEME,
    title: 'T',
    description: '',
    minutes: 1,
    blocks,
    settings: {
      quiz,
      showCompletionStatus,
      trackTextImageBlocks,
      trackNonScorableQuestions,
      theme,
      layout,
      ...settings,
    },
  };
}
const answer = (state = emptyState, questionId: string, correct: boolean) =>
  learnerReducer(state, { type: 'answered', questionId, given: ['x'], correct });

describe('progress and score', () => {
  it('a module with nothing to track is complete at once; no quiz, no score', () => {
    expect(outcomeOf(moduleWith([text('t')]), emptyState)).toEqual({
      progress: 1,
      completed: true,
      score: null,
      passed: null,
    });
  });

  it('questions settle when right or out of attempts; the score comes once all are settled', () => {
    const module = moduleWith([question('q1'), question('q2')], {
      quiz: { ...DEFAULT_SETTINGS.quiz, numberOfAttempts: 2, passScore: 50 },
    });
    let state = answer(emptyState, 'q1', false);
    expect(outcomeOf(module, state)).toMatchObject({ progress: 0, score: null });
    state = answer(state, 'q1', false);
    expect(outcomeOf(module, state)).toMatchObject({ progress: 0.5, completed: false });
    state = answer(state, 'q2', true);
    expect(outcomeOf(module, state)).toEqual({ progress: 1, completed: true, score: 50, passed: true });
  });

  it('the completion settings decide what counts: picked quiz questions, other questions, text and images seen', () => {
    const blocks = [question('q1'), question('q2'), text('t1')];
    const quizOnly = moduleWith(blocks, { quiz: { ...DEFAULT_SETTINGS.quiz, blocksIncludedInQuiz: ['q1'] } });
    expect(outcomeOf(quizOnly, answer(emptyState, 'q1', true))).toMatchObject({ progress: 1, score: 100 });
    const tracked = moduleWith(blocks, {
      quiz: { ...DEFAULT_SETTINGS.quiz, blocksIncludedInQuiz: ['q1'] },
      trackNonScorableQuestions: true,
      trackTextImageBlocks: true,
    });
    const state = answer(emptyState, 'q1', true);
    expect(outcomeOf(tracked, state).progress).toBeCloseTo(1 / 3);
    expect(outcomeOf(tracked, learnerReducer(state, { type: 'seen', blockId: 't1' })).progress).toBeCloseTo(2 / 3);
  });

  it('a finished game counts like a question outside the quiz; a game without pairs does not count', () => {
    const blocks = [question('q1'), game('g1', 2), game('empty', 0)];
    expect(outcomeOf(moduleWith(blocks), emptyState).progress).toBe(0);
    const tracked = moduleWith(blocks, { trackNonScorableQuestions: true });
    const played = learnerReducer(emptyState, { type: 'played', gameId: 'g1', tries: 4, completed: true });
    expect(outcomeOf(tracked, emptyState).progress).toBe(0);
    expect(outcomeOf(tracked, played).progress).toBeCloseTo(1 / 2);
    expect(outcomeOf(tracked, answer(played, 'q1', true))).toMatchObject({ progress: 1, score: 100 });
  });
});
