import type { Projection } from '../../../platform/projections/projection';
import { courseChangesProjection } from './course-changes';
import { courseContentProjection } from './course-content';
import { courseFavouritesProjection } from './course-favourites';
import { courseListProjection } from './course-list';
import { blockTemplatesProjection } from './block-templates';

/** The courses module's read models. */
export const coursesReadModels: Projection[] = [
  courseListProjection,
  courseFavouritesProjection,
  courseContentProjection,
  courseChangesProjection,
  blockTemplatesProjection,
];
