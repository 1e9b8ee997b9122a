import type { Projection } from '../platform/projections/projection';
import { aiUsageProjection } from './ai-usage';
import { auditLogProjection } from './audit-log';
import { commentsProjection } from './comments';
import { courseChangesProjection } from './course-changes';
import { courseContentProjection } from './course-content';
import { courseFavouritesProjection } from './course-favourites';
import { courseListProjection } from './course-list';
import { customThemesProjection } from './custom-themes';
import { dispatchListProjection } from './dispatch-list';
import { instanceOrganisationsProjection } from './instance-organisations';
import { ltiPlatformsProjection } from './lti-platforms';
import { mediaJobsProjection } from './media-jobs';
import { mediaLibraryProjection } from './media-library';
import { organisationStreamsProjection } from './organisation-streams';
import { metricsDailyProjection } from './metrics-daily';
import { peopleProjection } from './people';
import { userSessionsProjection } from './user-sessions';
import { translationMemoryProjection } from './translation-memory';
import { usersProjection } from './users';

/** Every read model, in the order they are started. */
export const projections: Projection[] = [
  courseListProjection,
  courseFavouritesProjection,
  usersProjection,
  peopleProjection,
  userSessionsProjection,
  courseContentProjection,
  courseChangesProjection,
  commentsProjection,
  mediaLibraryProjection,
  mediaJobsProjection,
  customThemesProjection,
  aiUsageProjection,
  translationMemoryProjection,
  auditLogProjection,
  metricsDailyProjection,
  instanceOrganisationsProjection,
  dispatchListProjection,
  ltiPlatformsProjection,
  organisationStreamsProjection,
];
