import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';

const member = z.object({
  id: z.string(),
  name: z.string(),
  initials: z.string(),
  avatarColor: z.string(),
});

const memberPage = z.object({ data: z.object({ data: z.array(member) }), hasMore: z.boolean() });

/** The members of my organisation (first 100, SPEC §9's page size). */
export const memberQueries = {
  all: () =>
    queryOptions({
      queryKey: ['members'],
      queryFn: () => request('/users/collab/all-users?page=1&size=100', memberPage).then((page) => page.data.data),
      staleTime: 60_000,
    }),
};
