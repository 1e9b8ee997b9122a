import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';

const person = z.object({
  id: z.string(),
  kind: z.enum(['member', 'collaborator']),
  name: z.string(),
  email: z.nullable(z.string()),
  erased: z.boolean(),
});
export type KnownPerson = z.infer<typeof person>;

/** Everything the organisation holds, as one zip: its events (one JSON file per stream) and its media files. */
export const ORGANISATION_EXPORT_URL = '/api/admin/personal-data/export.zip';

export const personalDataQueries = {
  /** Everyone the organisation knows: members, former members and collaborators (admin). */
  people: () =>
    queryOptions({
      queryKey: ['admin', 'people'] as const,
      queryFn: ({ signal }) =>
        request('/admin/people', z.object({ people: z.array(person) }), { signal }).then((r) => r.people),
    }),
};

/** Removes the person from the organisation and erases their name and email from everything. */
export const erasePerson = (userId: string) =>
  request(`/admin/people/${encodeURIComponent(userId)}/erase`, z.object({ erased: z.string() }), { method: 'POST' });
