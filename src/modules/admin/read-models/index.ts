import type { Projection } from '../../../platform/projections/projection';
import { auditLogProjection } from './audit-log';

/** The admin module's read models. */
export const adminReadModels: Projection[] = [auditLogProjection];
