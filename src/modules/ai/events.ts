import { z } from 'zod';

/** One stream per organisation: every call to the assistant, for limits and the admin's metrics. */
export const aiUsageStream = (orgId: string) => `ai-usage-${orgId}`;

export const AI_CALLS = [
  'outline',
  'questions',
  'trivia',
  'rewrite',
  'labels',
  'feedback-by-result',
  'feedback-by-choices',
  'speech-to-text',
] as const;
export type AiCall = (typeof AI_CALLS)[number];

export const aiEventSchemas = {
  /** Who asked what of which provider, what it cost (tokens, or characters read offline), how long it took, and whether it worked. */
  AiAssistantUsed: z.object({
    orgId: z.string(),
    userId: z.string(),
    courseId: z.string().optional(),
    call: z.enum(AI_CALLS),
    provider: z.string(),
    units: z.number().int().min(0),
    unit: z.enum(['tokens', 'characters']),
    durationMs: z.number().int().min(0),
    outcome: z.enum(['ok', 'failed']),
    /** The UTC day it counts against (YYYY-MM-DD). */
    day: z.string(),
  }),
};
