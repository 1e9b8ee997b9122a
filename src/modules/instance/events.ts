import { z } from 'zod';
import type { EventsOf } from '../../platform/commands/parse';

/** On the `instance-org-<orgId>` stream: the instance's operators shut an organisation out, and let it back in. */
export const instanceEventSchemas = {
  /** Its members can no longer sign in, and their tokens stop working. */
  OrganisationSuspended: z.object({ orgId: z.string(), reason: z.string().optional() }),
  OrganisationReinstated: z.object({ orgId: z.string() }),
};

export type InstanceEvent = EventsOf<typeof instanceEventSchemas>;
export const instanceOrgStream = (orgId: string) => `instance-org-${orgId}`;

/**
 * On the `instance-operators` stream: an account whose email INSTANCE_ADMINS lists was made an
 * operator by a link that `npm run operator -- grant` printed on the server (for instances whose
 * email addresses cannot be confirmed by mail).
 */
export const operatorEventSchemas = {
  InstanceOperatorGranted: z.object({ userId: z.string() }),
};
export const OPERATORS_STREAM = 'instance-operators';
