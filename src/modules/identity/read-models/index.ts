import type { Projection } from '../../../platform/projections/projection';
import { userSessionsProjection } from './user-sessions';
import { usersProjection } from './users';

/** The identity module's read models. */
export const identityReadModels: Projection[] = [usersProjection, userSessionsProjection];
