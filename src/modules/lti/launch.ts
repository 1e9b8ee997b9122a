import { z } from 'zod';

/** A learner's launch as the player keeps it: the platform, the learner and where their score goes. */
export const launchClaims = z.object({
  platformId: z.string(),
  userId: z.string(),
  courseId: z.string(),
  lineItem: z.string().url().optional(),
});

/** How long a learner's launch lets the player keep their progress: a long day's session. */
export const LAUNCH_LIFETIME = '12h';
