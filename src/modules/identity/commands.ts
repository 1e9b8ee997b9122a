import { z } from 'zod';
import { MEMBER_ROLES, USAGE_NAMES } from './events';

const newPassword = z.string().min(8, 'must be at least 8 characters').max(200);

export const registerBody = z.object({
  email: z.email().max(254),
  password: newPassword,
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  /** From an organisation's invite link: join that organisation instead of founding one. */
  inviteToken: z.string().min(1).max(300).optional(),
});

export const forgotPasswordBody = z.object({ email: z.email().max(254) });
export const resetPasswordBody = z.object({ token: z.string().min(1).max(300), password: newPassword });
export const verifyEmailBody = z.object({ token: z.string().min(1).max(300) });
export const resendVerificationBody = z.object({ email: z.email().max(254) });

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

const itemId = z.string().trim().min(1).max(100);
const itemIds = z.array(itemId).max(100);

export const tourProgressBody = z.object({
  isFirstTimeUser: z.boolean().optional(),
  completedTours: itemIds.optional(),
});
export const tourCompletedBody = z.object({ tourId: itemId });

export const whatsNewProgressBody = z.object({
  viewedFeatures: itemIds,
  lastViewedAt: z.iso.datetime({ offset: true }).nullable(),
});
export const featureViewedBody = z.object({ featureId: itemId });

export const userSettingBody = z.object({
  type: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'must be a short identifier'),
  isActive: z.boolean(),
});

/** BCP-47-ish: a language subtag, then optional region/script/variant subtags. */
const languageCode = z
  .string()
  .min(2)
  .max(10)
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'must be a language code such as en or pt-BR');

export const preferredLanguagesBody = z.object({
  user: z.object({ preferredLanguages: z.array(languageCode).max(20) }),
});
/** The caller is the token's user; whatever `user` the client sends is ignored. */
export const preferredLanguagesQueryBody = z.object({ user: z.looseObject({}).optional() });

const usageText = z.string().max(200);
export const trackBody = z.object({
  eventType: usageText.min(1),
  name: z.enum(USAGE_NAMES),
  page: usageText.optional(),
  feature: usageText.optional(),
});

export const inviteTokenParam = z.object({ token: z.string().min(1).max(300) });
export const memberParam = z.object({ userId: z.string().min(1).max(64) });
export const memberRoleBody = z.object({ role: z.enum(MEMBER_ROLES) });

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
