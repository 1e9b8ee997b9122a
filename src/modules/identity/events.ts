import { z } from 'zod';
import type { EventsOf } from '../../platform/commands/parse';

export const ROLES = ['ADMIN', 'USER', 'Collaborator'] as const;

/** Identity events: the public contract of this module. */
export const identityEventSchemas = {
  /** On the `login-<email hash>` stream: one stream per email makes the email unique. */
  UserRegistered: z.object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    passwordHash: z.string(),
    orgId: z.string(),
    orgName: z.string(),
    roles: z.array(z.enum(ROLES)),
  }),
  /** On the `login-<email hash>` stream: the account's one active login; tokens of earlier sessions answer 409. */
  SessionStarted: z.object({ userId: z.string(), sessionId: z.string() }),
  /** On the `instance` stream: the first user of a fresh instance becomes its admin. */
  InstanceAdminClaimed: z.object({ userId: z.string() }),
};

export type IdentityEvent = EventsOf<typeof identityEventSchemas>;

/** On the `user-<userId>` stream: the caller's own preferences and onboarding progress. */
export const preferenceEventSchemas = {
  /** Carries only the fields that were given and changed. */
  TourProgressSet: z.object({ isFirstTimeUser: z.boolean().optional(), completedTours: z.array(z.string()).optional() }),
  TourCompleted: z.object({ tourId: z.string() }),
  ToursReset: z.object({}),
  WhatsNewProgressSet: z.object({ viewedFeatures: z.array(z.string()), lastViewedAt: z.string().nullable() }),
  WhatsNewFeatureViewed: z.object({ featureId: z.string(), viewedAt: z.string() }),
  WhatsNewReset: z.object({}),
  UserSettingChanged: z.object({ setting: z.string(), isActive: z.boolean() }),
  PreferredLanguagesSet: z.object({ preferredLanguages: z.array(z.string()) }),
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
