import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';
import { setToken } from './session';

const orgSettings = z.object({
  name: z.string(),
  aiEnabled: z.boolean(),
  aiMonthlyLimit: z.nullable(z.number()),
  defaultTheme: z.string(),
  defaultDispatchOrigins: z.array(z.string()),
  translationEnabled: z.boolean(),
});
export type OrgSettings = z.infer<typeof orgSettings>;

const orgSettingsResponse = z.object({ settings: orgSettings, aiCallsThisMonth: z.number() });
export type OrgSettingsView = z.infer<typeof orgSettingsResponse>;

const profile = z.object({ first_name: z.string(), last_name: z.string(), email: z.string() });
export type Profile = z.infer<typeof profile>;

/** The comment notifications a user can turn off (stored among their on/off settings; absent: on). */
export const NOTIFICATION_SETTINGS = {
  mentions: 'notifyOnMention',
  replies: 'notifyOnReply',
} as const;

export const settingsQueries = {
  organisation: () =>
    queryOptions({
      queryKey: ['settings', 'organisation'] as const,
      queryFn: ({ signal }) => request('/admin/settings', orgSettingsResponse, { signal }),
    }),
  profile: () =>
    queryOptions({
      queryKey: ['settings', 'profile'] as const,
      queryFn: ({ signal }) => request('/users/me/profile', z.object({ profile }), { signal }).then((r) => r.profile),
    }),
};

/** Sends only the fields given; the server records only those that changed. */
export const saveOrgSettings = (changes: Partial<OrgSettings>) =>
  request('/admin/settings', orgSettingsResponse, { method: 'PUT', body: changes });

/** The new name goes into a fresh token of the same session (the token carries the name others see). */
export async function saveProfile(names: { first_name: string; last_name: string }) {
  const { profile: saved, token } = await request('/users/me/profile', z.object({ profile, token: z.string() }), {
    method: 'PUT',
    body: names,
  });
  setToken(token);
  return saved;
}

/** After a change the session has ended: the user signs in again with the new password. */
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  request('/users/me/password', z.object({ status: z.literal('changed') }), { method: 'POST', body });
