import { z } from 'zod';

export const registerBody = z.object({
  email: z.email().max(254),
  password: z.string().min(8, 'must be at least 8 characters').max(200),
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
});

export const loginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});

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
