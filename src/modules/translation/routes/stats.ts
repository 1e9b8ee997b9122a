import { Hono } from 'hono';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { translationMetrics, translationMetricsPerModule, translationStats } from '../../courses';
import { translationMetricsQuery } from '../requests';
import { doc, type TranslationDeps } from './common';

/** The organisation's translations at a glance: each language across its modules, and every module's, a page at a time. */
export function translationStatsRoutes({ db }: Pick<TranslationDeps, 'db'>) {
  return new Hono<AppEnv>()
    .get('/courses/translation-stats', doc('Each language across the organisation’s modules'), async (c) =>
      c.json({ languages: await translationStats(db, c.var.principal.orgId) }),
    )
    .get(
      '/courses/translation-metrics',
      doc('Every module’s translations, per language or per module, a page at a time (admin: see access.ts)'),
      input('query', translationMetricsQuery),
      async (c) => {
        const { per, ...page } = c.req.valid('query');
        const read = per === 'module' ? translationMetricsPerModule : translationMetrics;
        const { rows, total } = await read(db, c.var.principal.orgId, page);
        return c.json({ data: rows, total, per, ...page });
      },
    );
}
