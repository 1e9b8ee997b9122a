import type { Block } from '../courses';
import type { LearnerModule } from './learner-module';
import type { LearnerState } from './learner-state';
import { isQuestion, quizQuestions } from './quiz';
/** A game counts once it has something to match (the author may not have written its pairs yet). */
export const isPlayableGame = (b: Block) =>
  b.type === 'CVRBlockComponent' && ((b.data as { left?: unknown[] }).left?.length ?? 0) > 0;
const TEXT_IMAGE = new Set(['TextBlockComponent', 'HeadingBlockComponent', 'ImageBlockComponent']);

/** A question is settled when answered right or out of attempts. */
export const isSettled = (module: LearnerModule, state: LearnerState, questionId: string) => {
  const s = state.questions[questionId];
  return !!s && (s.correct || s.attempts >= module.settings.quiz.numberOfAttempts);
};

/**
 * What counts towards completion (the completion settings): the quiz's questions always; other
 * questions, games and the kinds played to an end (a scenario: finished once an end is reached)
 * when trackNonScorableQuestions; text, heading and image blocks (seen) when trackTextImageBlocks,
 * and then too the blocks a learner explores (an accordion: seen once every panel was opened) and
 * the kinds seen as text is (a quote, a list). A kind whose answer is checked (a sorting) counts as
 * a question outside the quiz.
 */
function trackedItems(module: LearnerModule, state: LearnerState): boolean[] {
  const quiz = new Set(quizQuestions(module).map((q) => q.id));
  const { trackNonScorableQuestions, trackTextImageBlocks } = module.settings;
  return module.blocks.flatMap((b) => {
    if (quiz.has(b.id)) return [isSettled(module, state, b.id)];
    if (isQuestion(b) && trackNonScorableQuestions) return [isSettled(module, state, b.id)];
    if (module.checkedKindBlocks?.includes(b.id) && trackNonScorableQuestions) return [isSettled(module, state, b.id)];
    if ((isPlayableGame(b) || module.played?.includes(b.id)) && trackNonScorableQuestions)
      return [!!state.games[b.id]?.completed];
    const seenLikeText =
      TEXT_IMAGE.has(b.type) || module.explored?.includes(b.id) || module.seenKindBlocks?.includes(b.id);
    if (seenLikeText && trackTextImageBlocks) return [state.seen.includes(b.id)];
    return [];
  });
}

export type Outcome = {
  /** 0–1 of the tracked items done; a module with nothing to track is done once opened. */
  progress: number;
  completed: boolean;
  /** 0–100 once every quiz question is settled; null while the quiz runs or when there is none. */
  score: number | null;
  passed: boolean | null;
};

export function outcomeOf(module: LearnerModule, state: LearnerState): Outcome {
  const items = trackedItems(module, state);
  const progress = items.length ? items.filter(Boolean).length / items.length : 1;
  const quiz = quizQuestions(module);
  const quizDone = quiz.length > 0 && quiz.every((q) => isSettled(module, state, q.id));
  const score = quizDone
    ? Math.round((100 * quiz.filter((q) => state.questions[q.id]?.correct).length) / quiz.length)
    : null;
  return {
    progress,
    completed: progress === 1,
    score,
    passed: score === null ? null : score >= module.settings.quiz.passScore,
  };
}
