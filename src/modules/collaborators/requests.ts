import { z } from 'zod';

const name = z.string().trim().min(1).max(100);
const email = z
  .email()
  .max(254)
  .transform((e) => e.trim().toLowerCase());

export const courseIdParam = z.object({ courseId: z.string().min(1).max(64) });

export const collaboratorParam = courseIdParam.extend({ email });

export const inviteBody = z.object({ email, firstname: name, lastname: name });

/** The secret of an invitation link: 32 random bytes, base64url. */
export const validateAccessBody = z.object({ token: z.string().min(20).max(200), email });

export const updateNameBody = z.object({ firstname: name, lastname: name });

export const externalCollaboratorBody = z.object({ email });
