import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';
import { ROLES } from '../accounts/events';

export const MEMBER_ROLES = ['ADMIN', 'USER'] as const;

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
  /** An admin turned the AI assistant on or off for everyone in the organisation. */
  OrgAiAccessChanged: z.object({ orgId: z.string(), enabled: z.boolean() }),
  /** An admin renamed the organisation (before the first rename, its name is the one its founder registered with). */
  OrgRenamed: z.object({ orgId: z.string(), name: z.string() }),
  /** An admin changed organisation settings: carries only the fields that changed. */
  OrgSettingsChanged: z.object({
    orgId: z.string(),
    /** Calls to the AI assistant per calendar month (UTC), all members together; null: no monthly limit. */
    aiMonthlyLimit: z.number().int().nullable().optional(),
    /** The theme new modules start with: a built-in theme's id or one of the organisation's custom themes. */
    defaultTheme: z.string().optional(),
    /** The LMS origins a new dispatch may be framed by when its author names none; empty: any. */
    defaultDispatchOrigins: z.array(z.string()).optional(),
    translationEnabled: z.boolean().optional(),
  }),
};

export type OrganisationEvent = EventsOf<typeof organisationEventSchemas>;
export const organisationStream = (orgId: string) => `org-${orgId}`;
