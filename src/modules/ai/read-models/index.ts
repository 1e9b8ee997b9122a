import type { Projection } from '../../../platform/projections/projection';
import { aiUsageProjection } from './ai-usage';

/** The ai module's read models. */
export const aiReadModels: Projection[] = [aiUsageProjection];
