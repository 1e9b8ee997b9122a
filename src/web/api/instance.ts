import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';

const organisation = z.object({
  id: z.string(),
  name: z.string(),
  partner: z.nullable(z.string()),
  createdAt: z.string(),
  memberCount: z.number(),
  modules: z.object({
    inProgress: z.number(),
    drafting: z.number(),
    published: z.number(),
    unpublished: z.number(),
    deleted: z.number(),
    total: z.number(),
  }),
  suspended: z.boolean(),
  suspendedAt: z.nullable(z.string()),
  suspensionReason: z.nullable(z.string()),
  own: z.boolean(),
});
export type InstanceOrganisation = z.infer<typeof organisation>;

const organisationPage = z.object({
  organisations: z.array(organisation),
  page: z.number(),
  size: z.number(),
  total: z.number(),
});

const member = z.object({ id: z.string(), name: z.string(), email: z.string() });
const memberPage = z.object({ members: z.array(member), page: z.number(), hasMore: z.boolean() });

const changed = z.object({ organisation: z.object({ id: z.string(), suspended: z.boolean() }) });

const MEMBERS_PAGE_SIZE = 50;
const operatorStatus = z.object({ operator: z.boolean(), listed: z._default(z.boolean(), false) });

const orgPath = (orgId: string) => `/admin/instance/organisations/${encodeURIComponent(orgId)}`;

/** The instance operators' view of every organisation (INSTANCE_ADMINS on the server). */
export const instanceQueries = {
  all: () => ['instance'] as const,
  /** Whether the signed-in admin is one of the instance's operators. */
  me: () =>
    queryOptions({
      queryKey: ['instance', 'me'] as const,
      queryFn: ({ signal }) => request('/admin/instance/me', operatorStatus, { signal }).then((r) => r.operator),
      staleTime: 5 * 60_000,
    }),
  /** The same, with whether the admin's email is listed as an operator's (and waits to be proven theirs). */
  status: () =>
    queryOptions({
      queryKey: ['instance', 'me', 'status'] as const,
      queryFn: ({ signal }) => request('/admin/instance/me', operatorStatus, { signal }),
    }),
  organisations: (q: string, page: number, size: number) =>
    queryOptions({
      queryKey: ['instance', 'organisations', { q, page, size }] as const,
      queryFn: ({ signal }) => {
        const search = new URLSearchParams({ page: String(page), size: String(size), ...(q ? { q } : {}) });
        return request(`/admin/instance/organisations?${search}`, organisationPage, { signal });
      },
    }),
  /** An organisation's members, by name, a page at a time ("Show more"). */
  members: (orgId: string) =>
    infiniteQueryOptions({
      queryKey: ['instance', 'members', orgId] as const,
      queryFn: ({ signal, pageParam }) =>
        request(`${orgPath(orgId)}/members?page=${pageParam}&size=${MEMBERS_PAGE_SIZE}`, memberPage, { signal }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    }),
};

export const suspendOrganisation = (orgId: string, reason: string) =>
  request(`${orgPath(orgId)}/suspend`, changed, { method: 'POST', body: reason ? { reason } : {} });

export const reinstateOrganisation = (orgId: string) =>
  request(`${orgPath(orgId)}/reinstate`, changed, { method: 'POST', body: {} });

/** A link `npm run operator -- grant` printed on the server, opened by the account it names. */
export const acceptOperatorGrant = (token: string) =>
  request('/admin/instance/operator-grant', z.object({ operator: z.boolean() }), { method: 'POST', body: { token } });
