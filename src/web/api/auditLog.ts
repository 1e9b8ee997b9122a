import { infiniteQueryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { AuditKind } from '../../modules/admin/shared';
import { request } from './client';
import { downloadFile, saveFile } from './exports';

const person = z.object({ id: z.string(), name: z.string() });

const auditEntry = z.object({
  position: z.string(),
  at: z.string(),
  actor: person,
  /** Whom the change was about, when not the actor (a member whose roles changed). */
  subject: z.optional(person),
  kind: z.string(),
  type: z.string(),
  summary: z.string(),
  courseId: z.nullable(z.string()),
  courseTitle: z.nullable(z.string()),
  /** The module's revision right after this change. */
  revision: z.optional(z.int()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const auditPage = z.object({ entries: z.array(auditEntry), next: z.nullable(z.string()) });
export type AuditPage = z.infer<typeof auditPage>;

/** What the change log is narrowed to; the same names in the page's address and in the API's query. */
export interface AuditFilters {
  person?: string;
  module?: string;
  kind?: AuditKind;
  /** A day in the admin's own time zone, YYYY-MM-DD, inclusive. */
  from?: string;
  /** A day in the admin's own time zone, YYYY-MM-DD, inclusive. */
  to?: string;
  q?: string;
}

const FILTER_KEYS = ['person', 'module', 'kind', 'from', 'to', 'q'] as const;

/** The filters as query parameters, the empty ones left out. */
export function filterSearch(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  return search;
}

/** Where a day begins in the admin's time zone (a day has 23 or 25 hours across a clock change). */
export const localDayStart = (day: string, daysLater = 0): Date => {
  const start = new Date(`${day}T00:00`);
  start.setDate(start.getDate() + daysLater);
  return start;
};

/** The filters as the API takes them: days become the instants they begin and end at here, not in UTC. */
function apiSearch(filters: AuditFilters): URLSearchParams {
  const search = filterSearch(filters);
  if (filters.from) search.set('from', localDayStart(filters.from).toISOString());
  if (filters.to) search.set('to', localDayStart(filters.to, 1).toISOString());
  return search;
}

const PAGE_SIZE = 50;

/** One page of the log, newest first: the first one, or the one after `before` (the previous page's `next`). */
export function fetchAuditPage(filters: AuditFilters, before?: string, signal?: AbortSignal): Promise<AuditPage> {
  const search = apiSearch(filters);
  search.set('limit', String(PAGE_SIZE));
  if (before) search.set('before', before);
  return request(`/admin/audit?${search}`, auditPage, { signal });
}

export const auditLogQueries = {
  all: () => ['admin', 'audit'] as const,
  pages: (filters: AuditFilters) =>
    infiniteQueryOptions({
      queryKey: [...auditLogQueries.all(), filters] as const,
      queryFn: ({ pageParam, signal }) => fetchAuditPage(filters, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next ?? undefined,
    }),
};

export type ExportFormat = 'csv' | 'jsonl';

/** Downloads the filtered log (every page) as CSV or JSON Lines, under the server's file name. */
export async function exportAuditLog(filters: AuditFilters, format: ExportFormat): Promise<void> {
  const { blob, fileName } = await downloadFile(`/api/admin/audit/export.${format}?${apiSearch(filters)}`, () => {});
  saveFile(blob, fileName ?? `change-log.${format}`);
}
