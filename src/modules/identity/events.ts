import { z } from 'zod';
import type { EventsOf } from '../../platform/commands/parse';

export const ROLES = ['ADMIN', 'USER', 'Collaborator'] as const;

/** Identity events: the public contract of this module. */
export const identityEventSchemas = {
  /** On the `login-<email hash>` stream: one stream per email makes the email unique. */
  UserRegistered: z.object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    passwordHash: z.string(),
    orgId: z.string(),
    orgName: z.string(),
    roles: z.array(z.enum(ROLES)),
  }),
  /** On the `instance` stream: the first user of a fresh instance becomes its admin. */
  InstanceAdminClaimed: z.object({ userId: z.string() }),
};

export type IdentityEvent = EventsOf<typeof identityEventSchemas>;
