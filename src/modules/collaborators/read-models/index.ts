import type { Projection } from '../../../platform/projections/projection';
import { peopleProjection } from './people';

/** The collaborators module's read models. */
export const collaboratorsReadModels: Projection[] = [peopleProjection];
