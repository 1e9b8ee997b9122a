import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';
import { ROLES } from '../accounts/events';

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
  /** An admin turned the AI assistant on or off for everyone in the organisation. */
  OrgAiAccessChanged: z.object({ orgId: z.string(), enabled: z.boolean() }),
};

export type OrganisationEvent = EventsOf<typeof organisationEventSchemas>;
export const organisationStream = (orgId: string) => `org-${orgId}`;
