import type { Projection } from '../../../platform/projections/projection';
import { mediaJobsProjection } from './media-jobs';
import { mediaLibraryProjection } from './media-library';

/** The media module's read models. */
export const mediaReadModels: Projection[] = [mediaLibraryProjection, mediaJobsProjection];
