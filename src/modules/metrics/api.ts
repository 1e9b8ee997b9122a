import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Db } from '../../platform/db/database';
import type { AppEnv } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import { dailyFigures, distinctFigures } from './read-models/metrics-daily-queries';
import { metricsReport, reportCsv } from './report';
import { metricsQuery, type MetricsQuery } from './requests';

const doc = (summary: string) => describeRoute({ summary, tags: ['admin'] });

/** The admin's figures of their organisation (ADMIN only: the allow-list's admin calls). */
export function metricsRoutes({ db }: { db: Db }) {
  const reportOf = async (c: Context<AppEnv>, query: MetricsQuery) => {
    const { orgId } = c.var.principal;
    const [daily, distinct] = await Promise.all([
      dailyFigures(db, orgId, query.from, query.to),
      distinctFigures(db, orgId, query.from, query.to, query.bucket),
    ]);
    return metricsReport(query, daily, distinct);
  };
  return new Hono<AppEnv>()
    .get(
      '/admin/metrics/export.csv',
      doc('The metrics as CSV, one row per period (admin)'),
      input('query', metricsQuery),
      async (c) => {
        const query = c.req.valid('query');
        return c.body(reportCsv(await reportOf(c, query)), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="metrics-${query.from}-${query.to}-${query.bucket}.csv"`,
          'Cache-Control': 'private, no-store',
        });
      },
    )
    .get(
      '/admin/metrics',
      doc('Modules, authors, comments, learners and AI calls per day or ISO week (admin)'),
      input('query', metricsQuery),
      async (c) => c.json(await reportOf(c, c.req.valid('query'))),
    );
}
