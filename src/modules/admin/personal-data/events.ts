import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';

/**
 * On the `erasure-<userId>` stream: an admin erased a person. Their keys are deleted before this is
 * written, so every event sealed with them reads "deleted user"; read models scrub what they hold.
 */
export const erasureEventSchemas = {
  PersonalDataErased: z.object({ userId: z.string(), orgId: z.string() }),
};

export type ErasureEvent = EventsOf<typeof erasureEventSchemas>;
export const erasureStream = (userId: string) => `erasure-${userId}`;
