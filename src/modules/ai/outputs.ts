import { z } from 'zod';

/**
 * What the assistant hands back, whichever provider made it: every output is validated against
 * these schemas before anything reaches a module (a model's free text never does).
 */
export const outlineSchema = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(1000),
  sections: z
    .array(
      z.object({
        heading: z.string().min(1).max(200),
        points: z.array(z.string().min(1).max(600)).min(1).max(8),
      }),
    )
    .min(1)
    .max(12),
});
export type Outline = z.infer<typeof outlineSchema>;

export const generatedQuestionSchema = z
  .object({
    title: z.string().min(1).max(2000),
    type: z.enum(['single choice', 'multiple choice']),
    options: z
      .array(z.object({ value: z.string().min(1).max(500), correct: z.boolean() }))
      .min(2)
      .max(6),
  })
  .refine((q) => q.options.some((o) => o.correct), 'a question needs a correct option')
  .refine((q) => q.type !== 'single choice' || q.options.filter((o) => o.correct).length === 1, {
    message: 'a single-choice question has exactly one correct option',
  });
export type GeneratedQuestion = z.infer<typeof generatedQuestionSchema>;
export const questionsSchema = z.object({ questions: z.array(generatedQuestionSchema).max(20) });

export const REWRITE_KINDS = ['shorten', 'expand', 'simplify', 'tone', 'grammar'] as const;
export type RewriteKind = (typeof REWRITE_KINDS)[number];
export const rewriteSchema = z.object({ content: z.string().min(1).max(20_000) });

export const labelsSchema = z.object({ labels: z.array(z.string().min(1).max(40)).max(10) });

export const resultFeedbackSchema = z.object({
  applausePassText: z.string().min(1).max(2000),
  applauseFailText: z.string().min(1).max(2000),
});
export type ResultFeedback = z.infer<typeof resultFeedbackSchema>;

export const choiceFeedbackSchema = z.object({
  feedback: z.array(z.object({ optionId: z.string().max(16), text: z.string().min(1).max(2000) })).max(20),
});
export type ChoiceFeedback = z.infer<typeof choiceFeedbackSchema>;

export const triviaSchema = z.object({ text: z.string().min(1).max(2000) });
