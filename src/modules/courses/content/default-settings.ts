import type { CourseSettings } from './settings';

/** A new module's settings. Apart from their schema: the learner player reads these and carries no zod. */
export const DEFAULT_SETTINGS: CourseSettings = {
  quiz: { blocksIncludedInQuiz: [], passScore: 80, numberOfAttempts: 3, showAnswersAfterMaxAttempt: false },
  showCompletionStatus: true,
  trackTextImageBlocks: false,
  trackNonScorableQuestions: false,
  layout: { questionLayout: 'stacked' },
  customFeedback: false,
  isAiUsed: false,
  theme: 'default',
  quizResultsPlacedByHand: false,
};
