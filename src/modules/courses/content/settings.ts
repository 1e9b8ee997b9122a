import { z } from 'zod';

/** Course settings edited in the side panel (SPEC §3); every key has a default. */
export const courseSettingsSchema = z.object({
  quiz: z.object({
    blocksIncludedInQuiz: z.array(z.string().max(64)).max(500),
    passScore: z.number().int().min(0).max(100),
    numberOfAttempts: z.number().int().min(1).max(100),
    showAnswersAfterMaxAttempt: z.boolean(),
  }),
  showCompletionStatus: z.boolean(),
  trackTextImageBlocks: z.boolean(),
  trackNonScorableQuestions: z.boolean(),
  layout: z.object({ questionLayout: z.enum(['stacked', 'grid', 'carousel']) }),
  customFeedback: z.boolean(),
  isAiUsed: z.boolean(),
  /** A built-in theme name, or a custom theme's id (longer than 20 characters). */
  theme: z.string().max(64),
  /** The author placed the quiz results by hand: adding a question no longer moves them. */
  quizResultsPlacedByHand: z.boolean(),
});
export type CourseSettings = z.infer<typeof courseSettingsSchema>;
export type SettingKey = keyof CourseSettings;

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

export const settingsPatchSchema = courseSettingsSchema.partial();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
