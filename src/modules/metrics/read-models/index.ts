import type { Projection } from '../../../platform/projections/projection';
import { metricsDailyProjection } from './metrics-daily';

/** The metrics module's read models. */
export const metricsReadModels: Projection[] = [metricsDailyProjection];
