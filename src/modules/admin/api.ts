import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Db } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/errors';
import { positionToString } from '../../platform/eventstore/types';
import type { AppEnv } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import { type AuditFilter, auditEntries, auditPage } from './read-models/audit-log-queries';
import { isCourseOfOrganisation } from '../courses';
import { auditEntry, type AuditEntryView } from './audit-entry';
import { CSV_HEADER, csvLine, jsonLine, textStream } from './audit-export';
import { type AuditFilterQuery, auditFilterQuery, auditPageQuery } from './requests';

const doc = (summary: string) => describeRoute({ summary, tags: ['admin'] });
export const ADMINS_ONLY = 'Only an administrator of the organisation can do this';

/** The organisation's change log: read, filter, page and export; nothing edits or deletes an entry. */
export function adminRoutes({ db }: { db: Db }) {
  /** The caller's filter, inside the caller's organisation; only its ADMINs read the log. */
  async function filterOf(c: Context<AppEnv>, q: AuditFilterQuery): Promise<AuditFilter> {
    const { orgId, roles } = c.var.principal;
    if (!roles.includes('ADMIN')) throw forbidden(ADMINS_ONLY);
    if (q.module !== undefined && !(await isCourseOfOrganisation(db, orgId, q.module)))
      throw notFound('Module not found');
    return {
      orgId,
      person: q.person,
      courseId: q.module,
      kind: q.kind,
      from: q.from,
      to: q.to,
      q: q.q,
      before: q.before,
    };
  }

  async function* lines(filter: AuditFilter, header: string, line: (e: AuditEntryView) => string) {
    if (header) yield header;
    for await (const rows of auditEntries(db, filter)) yield rows.map((r) => line(auditEntry(r))).join('');
  }

  const exportOf =
    (type: string, extension: string, header: string, line: (e: AuditEntryView) => string) =>
    async (c: Context<AppEnv, string, { out: { query: AuditFilterQuery } }>) => {
      const filter = await filterOf(c, c.req.valid('query'));
      const day = new Date().toISOString().slice(0, 10);
      return c.body(textStream(lines(filter, header, line)), 200, {
        'Content-Type': type,
        'Content-Disposition': `attachment; filename="change-log-${day}.${extension}"`,
        'Cache-Control': 'private, no-store',
      });
    };

  return new Hono<AppEnv>()
    .get(
      '/admin/audit/export.csv',
      doc('The filtered change log as CSV, streamed, newest first (admin)'),
      input('query', auditFilterQuery),
      exportOf('text/csv; charset=utf-8', 'csv', CSV_HEADER, csvLine),
    )
    .get(
      '/admin/audit/export.jsonl',
      doc('The filtered change log as JSON Lines, streamed, newest first (admin)'),
      input('query', auditFilterQuery),
      exportOf('application/x-ndjson; charset=utf-8', 'jsonl', '', jsonLine),
    )
    .get(
      '/admin/audit',
      doc('The organisation’s change log, newest first, a page at a time; `next` reads on (admin)'),
      input('query', auditPageQuery),
      async (c) => {
        const { limit, ...query } = c.req.valid('query');
        const { rows, next } = await auditPage(db, await filterOf(c, query), limit);
        return c.json({ entries: rows.map(auditEntry), next: next && positionToString(next) });
      },
    );
}
