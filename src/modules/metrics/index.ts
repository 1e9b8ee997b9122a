import type { TesseraModule } from '../../platform/composition/module';
import { metricsAccess } from './access';
import type { Db } from '../../platform/db/database';
import { metricsRoutes } from './api';

/** Metrics: the admin's figures, read from the metrics read models only. */
export function createMetricsModule(deps: { db: Db }): TesseraModule {
  return { name: 'metrics', routes: metricsRoutes(deps), access: metricsAccess };
}
export { viewedWithin } from './read-models/metrics-daily-queries';
export { metricsReadModels } from './read-models';
