import type { Projection } from '../../../platform/projections/projection';
import { ltiPlatformsProjection } from './lti-platforms';

/** The lti module's read models. */
export const ltiReadModels: Projection[] = [ltiPlatformsProjection];
