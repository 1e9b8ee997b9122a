import type { Projection } from '../platform/projections/projection';
import { courseListProjection } from './course-list';

/** Every read model, in the order they are started. */
export const projections: Projection[] = [courseListProjection];
