import { z } from 'zod';

/**
 * On the `erasure-<userId>` stream: an admin erased a person. Their keys are deleted before this is
 * written, so every event sealed with them reads "deleted user"; read models scrub what they hold.
 */
export const erasureEventSchemas = {
  PersonalDataErased: z.object({ userId: z.string(), orgId: z.string() }),
};

export const erasureStream = (userId: string) => `erasure-${userId}`;
