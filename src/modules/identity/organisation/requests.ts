import { z } from 'zod';
import { MEMBER_ROLES } from './events';
import { originSchema } from '../../../platform/http/origin';

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

/** PUT /admin/settings: any field left out stays as it is. */
export const orgSettingsBody = z
  .object({
    name: z.string().trim().min(1, 'the organisation needs a name').max(120, 'at most 120 characters').optional(),
    aiEnabled: z.boolean().optional(),
    /** null: no monthly limit. */
    aiMonthlyLimit: z
      .number('a whole number of calls, or null for no limit')
      .int('a whole number of calls')
      .min(0, 'cannot be negative')
      .max(10_000_000, 'at most 10,000,000 calls a month')
      .nullable()
      .optional(),
    defaultTheme: z.string().min(1).max(64).optional(),
    defaultDispatchOrigins: z
      .array(originSchema)
      .max(20, 'at most 20 origins')
      .refine((list) => new Set(list).size === list.length, 'each origin only once')
      .optional(),
    translationEnabled: z.boolean().optional(),
  })
  .strict();
