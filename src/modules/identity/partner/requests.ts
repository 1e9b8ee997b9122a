import { z } from 'zod';

export const partnerEnvQuery = z.object({ env: z.string().trim().max(40).optional() });

const optionalText = z.string().trim().max(100).optional();
export const partnerSignInBody = z.object({
  partner: z.string().min(1).max(64),
  userData: z.object({
    id: z.string().trim().min(1).max(200),
    email: z.email().max(254).optional(),
    first_name: optionalText,
    last_name: optionalText,
    orgId: z.string().trim().min(1).max(200).optional(),
  }),
});

/** The caller chooses for itself: `userObjId`, when given, must be the caller. */
export const templateBody = z.object({
  courseId: z.string().min(1).max(64),
  userObjId: z.string().min(1).max(64).optional(),
  baUser: z.boolean().optional(),
});
