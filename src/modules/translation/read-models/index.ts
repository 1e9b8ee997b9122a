import type { Projection } from '../../../platform/projections/projection';
import { translationMemoryProjection } from './translation-memory';

/** The translation module's read models. */
export const translationReadModels: Projection[] = [translationMemoryProjection];
