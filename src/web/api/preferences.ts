import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';

const preferredLanguages = z.object({
  status: z.literal('success'),
  data: z.object({ preferredLanguages: z.array(z.string()) }),
});

/** SPEC §7 getPreferredTranslations: the languages I usually translate into. */
export const preferredLanguagesQuery = () =>
  queryOptions({
    queryKey: ['preferences', 'languages'] as const,
    queryFn: async ({ signal }) =>
      (
        await request('/auth/getPreferredTranslations', preferredLanguages, {
          method: 'POST',
          body: { user: {} },
          signal,
        })
      ).data.preferredLanguages,
    staleTime: 5 * 60_000,
  });

/** SPEC §7 updatePreferredTranslations. */
export const setPreferredLanguages = async (languages: string[]) =>
  (
    await request('/auth/updatePreferredTranslations', preferredLanguages, {
      method: 'POST',
      body: { user: { preferredLanguages: languages } },
    })
  ).data.preferredLanguages;

/** SPEC §7 update-user-settings: turns one of my settings on or off. */
export const changeUserSetting = (type: string, isActive: boolean) =>
  request('/users/update-user-settings', z.object({ status: z.literal('success') }), {
    method: 'POST',
    body: { type, isActive },
  });
