import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';

/** On the `user-<userId>` stream: the caller's own preferences and onboarding progress. */
export const preferenceEventSchemas = {
  /** Carries only the fields that were given and changed. */
  TourProgressSet: z.object({
    isFirstTimeUser: z.boolean().optional(),
    completedTours: z.array(z.string()).optional(),
  }),
  TourCompleted: z.object({ tourId: z.string() }),
  ToursReset: z.object({}),
  WhatsNewProgressSet: z.object({ viewedFeatures: z.array(z.string()), lastViewedAt: z.string().nullable() }),
  WhatsNewFeatureViewed: z.object({ featureId: z.string(), viewedAt: z.string() }),
  WhatsNewReset: z.object({}),
  UserSettingChanged: z.object({ setting: z.string(), isActive: z.boolean() }),
  PreferredLanguagesSet: z.object({ preferredLanguages: z.array(z.string()) }),
  /** The module the user chose to start new ones from (SPEC §7 POST /auth/template). */
  TemplateChosen: z.object({ courseId: z.string(), baUser: z.boolean().optional() }),
};

export type PreferenceEvent = EventsOf<typeof preferenceEventSchemas>;
export const preferencesStream = (userId: string) => `user-${userId}`;

export const USAGE_NAMES = ['user.login', 'user.feature.experienced', 'user.page.experienced'] as const;

/** On the `usage-<userId>` stream, apart from preferences: it only grows, and nothing reads it back to decide. */
export const usageEventSchemas = {
  UsageTracked: z.object({
    eventType: z.string(),
    name: z.enum(USAGE_NAMES),
    page: z.string().optional(),
    feature: z.string().optional(),
  }),
};

export type UsageEvent = EventsOf<typeof usageEventSchemas>;
export const usageStream = (userId: string) => `usage-${userId}`;
