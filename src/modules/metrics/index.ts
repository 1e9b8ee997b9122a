import type { Db } from '../../platform/db/database';
import { metricsRoutes } from './api';

export { metricsAccess } from './access';

/** Metrics: the admin's figures, read from the metrics read models only. */
export function createMetricsModule(deps: { db: Db }) {
  return { routes: metricsRoutes(deps) };
}
export { viewedWithin } from './read-models/metrics-daily-queries';
export { metricsReadModels } from './read-models';
