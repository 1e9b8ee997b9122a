import type { Projection } from '../../../platform/projections/projection';
import { instanceOrganisationsProjection } from './instance-organisations';

/** The instance module's read models. */
export const instanceReadModels: Projection[] = [instanceOrganisationsProjection];
