import { z } from 'zod';
import { USAGE_NAMES } from './events';

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
