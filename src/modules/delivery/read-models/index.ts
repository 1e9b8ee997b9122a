import type { Projection } from '../../../platform/projections/projection';
import { dispatchListProjection } from './dispatch-list';

/** The delivery module's read models. */
export const deliveryReadModels: Projection[] = [dispatchListProjection];
