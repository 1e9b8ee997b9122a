import type { Projection } from '../../../platform/projections/projection';
import { customThemesProjection } from './custom-themes';

/** The themes module's read models. */
export const themesReadModels: Projection[] = [customThemesProjection];
