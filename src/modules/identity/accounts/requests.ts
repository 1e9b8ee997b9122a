import { z } from 'zod';

const newPassword = z.string().min(8, 'must be at least 8 characters').max(200);
const personName = z.string().trim().min(1, 'required').max(100, 'at most 100 characters');

export const registerBody = z.object({
  email: z.email().max(254),
  password: newPassword,
  first_name: personName,
  last_name: personName,
  /** From an organisation's invite link: join that organisation instead of founding one. */
  inviteToken: z.string().min(1).max(300).optional(),
});

export const profileBody = z.object({ first_name: personName, last_name: personName });

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, 'enter your current password').max(200),
  newPassword,
});

export const forgotPasswordBody = z.object({ email: z.email().max(254) });
export const resetPasswordBody = z.object({ token: z.string().min(1).max(300), password: newPassword });
export const verifyEmailBody = z.object({ token: z.string().min(1).max(300) });
export const resendVerificationBody = z.object({ email: z.email().max(254) });

export const loginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
