import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';

const member = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  initials: z.string(),
  avatarColor: z.string(),
  roles: z.array(z.string()),
});
export type OrganisationMember = z.infer<typeof member>;
export type MemberRole = 'ADMIN' | 'USER';

const invite = z.object({ link: z.string(), expiresAt: z.string() });
export type OrganisationInvite = z.infer<typeof invite>;

const aiAccess = z.object({ enabled: z.boolean() });

const invitePreview = z.object({ orgName: z.string(), expiresAt: z.string() });

export const organisationQueries = {
  members: () =>
    queryOptions({
      queryKey: ['organisation', 'members'] as const,
      queryFn: ({ signal }) =>
        request('/organization/members', z.object({ members: z.array(member) }), { signal }).then((r) => r.members),
    }),
  /** Whether members may use the AI assistant (an admin setting). */
  aiAccess: () =>
    queryOptions({
      queryKey: ['organisation', 'ai'] as const,
      queryFn: ({ signal }) => request('/organization/ai', aiAccess, { signal }).then((r) => r.enabled),
    }),
  /** Which organisation an invite link joins (no sign-in needed). */
  invite: (token: string) =>
    queryOptions({
      queryKey: ['organisation', 'invite', token] as const,
      queryFn: ({ signal }) => request(`/organization/invites/${encodeURIComponent(token)}`, invitePreview, { signal }),
      retry: false,
    }),
};

export const createInvite = (): Promise<OrganisationInvite> =>
  request('/organization/invites', invite, { method: 'POST' });

export const changeMemberRole = (userId: string, role: MemberRole) =>
  request(`/organization/members/${encodeURIComponent(userId)}/role`, z.object({ member }), {
    method: 'PUT',
    body: { role },
  });

export const removeMember = (userId: string) =>
  request(`/organization/members/${encodeURIComponent(userId)}`, z.object({ removed: z.string() }), {
    method: 'DELETE',
  });

export const setAiAccess = (enabled: boolean) =>
  request('/organization/ai', aiAccess, { method: 'PUT', body: { enabled } }).then((r) => r.enabled);
