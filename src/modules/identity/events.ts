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
  /**
   * On the `login-<email hash>` stream: the organisation changed the member's roles, or removed it
   * (roles null). Either ends the member's session: its tokens stop working.
   */
  MembershipChanged: z.object({ userId: z.string(), roles: z.array(z.enum(ROLES)).nullable() }),
  /** On the `login-<email hash>` stream: a reset link was sent; only the SHA-256 of its secret is kept. */
  PasswordResetRequested: z.object({ userId: z.string(), tokenHash: z.string(), expiresAt: z.string() }),
  /** On the `login-<email hash>` stream: the password was reset through a link; the session ends and the link is used up. */
  PasswordChanged: z.object({ userId: z.string(), passwordHash: z.string() }),
  /**
   * On the `login-<email hash>` stream: a link to confirm the email was sent (at registration, or
   * again on request); only the SHA-256 of its secret is kept. Until EmailVerified the account cannot log in.
   */
  EmailVerificationRequested: z.object({ userId: z.string(), tokenHash: z.string(), expiresAt: z.string() }),
  /** On the `login-<email hash>` stream: the owner of the email opened a link mailed to it (verification or password reset). */
  EmailVerified: z.object({ userId: z.string() }),
  /** On the `instance` stream, written by early versions (the instance's first user was its only admin); no longer written. */
  InstanceAdminClaimed: z.object({ userId: z.string() }),
};

export type IdentityEvent = EventsOf<typeof identityEventSchemas>;

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

export const MEMBER_ROLES = ['ADMIN', 'USER'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** On the `org-<orgId>` stream: who belongs to an organisation, with which roles, and its open invites. */
export const organisationEventSchemas = {
  MemberJoined: z.object({
    orgId: z.string(),
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    roles: z.array(z.enum(ROLES)),
    /** The invite it came through; absent for the founder of the organisation. */
    inviteId: z.string().optional(),
  }),
  MemberRoleChanged: z.object({ orgId: z.string(), userId: z.string(), roles: z.array(z.enum(ROLES)) }),
  MemberRemoved: z.object({ orgId: z.string(), userId: z.string() }),
  /** An admin's invite link; only the SHA-256 of its secret is kept. */
  OrgInviteCreated: z.object({
    orgId: z.string(),
    orgName: z.string(),
    inviteId: z.string(),
    tokenHash: z.string(),
    expiresAt: z.string(),
    invitedBy: z.string(),
  }),
};

export type OrganisationEvent = EventsOf<typeof organisationEventSchemas>;
export const organisationStream = (orgId: string) => `org-${orgId}`;

/** On the `partner-user-<userId>` stream: a partner system vouched for one of its users (SPEC §7 /auth/partner). */
export const partnerEventSchemas = {
  PartnerUserSignedIn: z.object({
    userId: z.string(),
    partner: z.string(),
    externalId: z.string(),
    orgId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** Which call signed the user in. */
    via: z.enum(['partner', 'partner-view', 'scorm-view']),
    env: z.string().optional(),
  }),
};

export type PartnerEvent = EventsOf<typeof partnerEventSchemas>;
export const partnerUserStream = (userId: string) => `partner-user-${userId}`;
