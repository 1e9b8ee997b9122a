import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';

/** On the `partner-user-<userId>` stream: a partner system vouched for one of its users (SPEC §7 /auth/partner). */
export const partnerEventSchemas = {
  PartnerUserSignedIn: z.object({
    userId: z.string(),
    partner: z.string(),
    externalId: z.string(),
    orgId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** Which call signed the user in. */
    via: z.enum(['partner', 'partner-view', 'scorm-view']),
    env: z.string().optional(),
  }),
};

export type PartnerEvent = EventsOf<typeof partnerEventSchemas>;
export const partnerUserStream = (userId: string) => `partner-user-${userId}`;
