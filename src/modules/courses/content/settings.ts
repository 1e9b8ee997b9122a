import * as z from 'zod/mini';

/** Course settings edited in the side panel (SPEC §3); every key has a default. zod/mini: the author app reads them on first load. */
export const courseSettingsSchema = z.object({
  quiz: z.object({
    blocksIncludedInQuiz: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(500)),
    passScore: z.int().check(z.gte(0), z.lte(100)),
    numberOfAttempts: z.int().check(z.gte(1), z.lte(100)),
    showAnswersAfterMaxAttempt: z.boolean(),
  }),
  showCompletionStatus: z.boolean(),
  trackTextImageBlocks: z.boolean(),
  trackNonScorableQuestions: z.boolean(),
  layout: z.object({ questionLayout: z.enum(['stacked', 'grid', 'carousel']) }),
  customFeedback: z.boolean(),
  isAiUsed: z.boolean(),
  /** A built-in theme name, or a custom theme's id (longer than 20 characters). */
  theme: z.string().check(z.maxLength(64)),
  /** The author placed the quiz results by hand: adding a question no longer moves them. */
  quizResultsPlacedByHand: z.boolean(),
});
export type CourseSettings = z.infer<typeof courseSettingsSchema>;
export type SettingKey = keyof CourseSettings;

export const settingsPatchSchema = z.partial(courseSettingsSchema);
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
