import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';
import { PARTNER_VIA } from '../../../platform/http/env';
import { hashSecret } from '../../../platform/secrets';

export const partnerEventSchemas = {
  /** On the `partner-user-<userId>` stream: a partner system vouched for one of its users (SPEC §7 /auth/partner). */
  PartnerUserSignedIn: z.object({
    userId: z.string(),
    partner: z.string(),
    externalId: z.string(),
    orgId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** Which call signed the user in. */
    via: z.enum(PARTNER_VIA),
    env: z.string().optional(),
    /** SPEC §3 User `tga` and `baUser`, as the partner sent them. */
    tga: z.boolean().optional(),
    baUser: z.boolean().optional(),
  }),
  /**
   * On the `partner-session-<hash>` stream: the partner opened a session of its host site for the
   * user; an iframe on `hostaddr` may exchange it for a token bound to `sid` until `expiresAt`.
   */
  PartnerSessionOpened: z.object({
    userId: z.string(),
    partner: z.string(),
    sid: z.string(),
    hostaddr: z.string(),
    via: z.enum(PARTNER_VIA),
    expiresAt: z.string(),
  }),
  /** On the `partner-session-<hash>` stream: the host site ended the session; its tokens stop working. */
  PartnerSessionEnded: z.object({ userId: z.string(), partner: z.string(), sid: z.string() }),
};

export type PartnerEvent = EventsOf<typeof partnerEventSchemas>;
export const partnerUserStream = (userId: string) => `partner-user-${userId}`;
/** One stream per user and host session; hashed, so the host's session ids stay out of stream names. */
export const partnerSessionStream = (userId: string, sid: string) =>
  `partner-session-${hashSecret(`${userId}\u0000${sid}`).slice(0, 40)}`;
