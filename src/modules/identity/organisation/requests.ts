import { z } from 'zod';
import { MEMBER_ROLES } from './events';

/** SPEC §9: collaborator list page size 100. */
export const membersQuery = z.object({
  id: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(100),
  verbose: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const inviteTokenParam = z.object({ token: z.string().min(1).max(300) });
export const memberParam = z.object({ userId: z.string().min(1).max(64) });
export const memberRoleBody = z.object({ role: z.enum(MEMBER_ROLES) });

export const aiAccessBody = z.object({ enabled: z.boolean() });
