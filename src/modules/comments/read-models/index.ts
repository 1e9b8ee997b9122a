import type { Projection } from '../../../platform/projections/projection';
import { commentsProjection } from './comments';

/** The comments module's read models. */
export const commentsReadModels: Projection[] = [commentsProjection];
