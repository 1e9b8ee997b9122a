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
