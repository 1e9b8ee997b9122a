import { EVENT_SCHEMAS } from './event-schemas';
import { adminReadModels } from './modules/admin';
import { aiReadModels } from './modules/ai';
import { collaboratorsReadModels } from './modules/collaborators';
import { commentsReadModels } from './modules/comments';
import { coursesReadModels } from './modules/courses';
import { deliveryReadModels } from './modules/delivery';
import { identityReadModels } from './modules/identity';
import { instanceReadModels } from './modules/instance';
import { ltiReadModels } from './modules/lti';
import { mediaReadModels } from './modules/media';
import { metricsReadModels } from './modules/metrics';
import { themesReadModels } from './modules/themes';
import { translationReadModels } from './modules/translation';
import { organisationStreamsProjection } from './platform/projections/organisation-streams';
import type { Projection } from './platform/projections/projection';

/** Every read model, each from the module that owns its events, in the order they are started. */
export const projections: Projection[] = [
  ...coursesReadModels,
  ...identityReadModels,
  ...collaboratorsReadModels,
  ...commentsReadModels,
  ...mediaReadModels,
  ...themesReadModels,
  ...aiReadModels,
  ...translationReadModels,
  ...adminReadModels,
  ...metricsReadModels,
  ...instanceReadModels,
  ...deliveryReadModels,
  ...ltiReadModels,
  organisationStreamsProjection(Object.keys(EVENT_SCHEMAS)),
];
